import type { DealerLocatorBlock } from '@/payload-types'
import { loadEnv } from '@/lib/env'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyDealerLocator } from './Component.lazy'
import './styles.css'

/** Reads the brand settings on the server and hands plain values to the browser part. */
export async function DealerLocatorComponent(props: DealerLocatorBlock & { id?: string | null }) {
  const settings = await blockData('site settings', getSiteSettings, null)
  if (!settings) return null
  return (
    <LazyDealerLocator
      title={props.title || 'Find a dealer near you'}
      intro={props.intro}
      blockId={props.id}
      mapStyleUrl={loadEnv().MAP_STYLE_URL}
      settings={{
        brandCode: settings.brandCode,
        brandName: settings.brandName,
        supportPhone: settings.supportPhone,
        supportHours: settings.supportHours,
        privacyPolicyUrl: settings.privacyPolicyUrl,
        callNowPages: settings.callNowPages,
        contactDealerCampaignPaths: settings.contactDealerCampaignPaths,
        singleDealerCompanyId: settings.singleDealerCompanyId,
        infoMode: settings.infoMode,
      }}
    />
  )
}
