import { dealerSearchResponseSchema } from '@/domain/dealers/dealerSchema'
import { linkedLocatorAnswer, linkedLocatorQuery } from '@/domain/dealers/linkedLocatorSearch'
import type { LocatorAnswer } from '@/domain/dealers/locatorAnswer'
import type { DealerLocatorBlock } from '@/payload-types'
import { loadEnv } from '@/lib/env'
import { dealerMapStyleUrl } from '@/lib/mapStyle'
import { findDealers } from '@/server/dealers/findDealers'
import { renderLinkedSearch } from '@/server/pages/renderLinkedSearch'
import { payloadClient } from '@/server/payload'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyDealerLocator } from './Component.lazy'
import './styles.css'
import { DEFAULTS } from './config'

/**
 * The answer to a linked search (`?zipcode=`, rendered by the linked-search route): the dealer API's
 * own search, run here, so the count line and the cards are in the first HTML. Anything but an answer
 * (a city, a code no place has, a failure) leaves it to the browser, which searches as before.
 */
async function linkedAnswer(infoMode: boolean): Promise<LocatorAnswer | undefined> {
  const zip = renderLinkedSearch()
  const query = zip ? linkedLocatorQuery(zip) : null
  if (!query) return undefined
  return blockData(
    'linked dealer search (the browser will search it)',
    async () => {
      const answer = await findDealers(await payloadClient(), { zipcode: query }, infoMode ? 'info' : 'locate')
      if (answer.status !== 200) return undefined
      const response = dealerSearchResponseSchema.safeParse(JSON.parse(answer.json))
      return (response.success && linkedLocatorAnswer(query, response.data, Math.random)) || undefined
    },
    undefined,
  )
}

/** Reads the brand settings (and a linked search's answer) on the server and hands plain values to the browser part. */
export async function DealerLocatorComponent(props: DealerLocatorBlock & { id?: string | null }) {
  const settings = await blockData('site settings', getSiteSettings, null)
  if (!settings) return null
  const linked = settings.singleDealerCompanyId === null ? await linkedAnswer(settings.infoMode) : undefined
  return (
    <LazyDealerLocator
      title={props.title || DEFAULTS.title}
      intro={props.intro}
      blockId={props.id}
      mapStyleUrl={dealerMapStyleUrl(loadEnv())}
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
      linked={linked}
    />
  )
}
