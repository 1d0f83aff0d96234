import type { DealerCarouselBlock } from '@/payload-types'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyDealerCarouselClient } from './Component.lazy'
import './styles.css'
import { DEFAULTS } from './config'

export async function DealerCarouselComponent(props: DealerCarouselBlock & { id?: string | null }) {
  const settings = await blockData('site settings', getSiteSettings, null)
  if (!settings) return null
  return (
    <LazyDealerCarouselClient
      title={props.title || DEFAULTS.title}
      subtitle={props.subtitle}
      settings={{
        brandCode: settings.brandCode,
        supportPhone: settings.supportPhone,
        supportHours: settings.supportHours,
        privacyPolicyUrl: settings.privacyPolicyUrl,
        callNowPages: settings.callNowPages,
        contactDealerCampaignPaths: settings.contactDealerCampaignPaths,
        infoMode: settings.infoMode,
      }}
    />
  )
}
