import { cache } from 'react'
import { toRebateLookup } from '@/domain/rebates/lookupAnswer'
import { type RebateAnswer, rebateView } from '@/domain/rebates/lookupView'
import { renderLinkedSearch } from '@/server/pages/renderLinkedSearch'
import { payloadClient } from '@/server/payload'
import { blockData } from '@/server/blocks/blockData'
import { productRebateDetails } from './productRebateDetails'

/**
 * The answer to the linked search (`?zipcode=`) the page being rendered answers, for the rebate blocks
 * (the savings tool and the widget), so it is in the first HTML; one lookup per render, whichever block
 * asks. Anything but an answer (no linked search, a ZIP we do not know, a failure) is undefined: the
 * browser then looks it up and shows the spec's message.
 */
export const linkedRebateAnswer = cache(async (brandCode: string): Promise<RebateAnswer | undefined> => {
  const zip = renderLinkedSearch()
  if (!zip) return undefined
  return blockData(
    'linked rebate search (the browser will look it up)',
    async () => {
      const outcome = await productRebateDetails(await payloadClient(), { brand: brandCode, brandCode, zip, pageSize: '1' })
      return outcome.ok ? ({ kind: 'done', zip, view: rebateView(toRebateLookup(outcome.body)) } as const) : undefined
    },
    undefined,
  )
})
