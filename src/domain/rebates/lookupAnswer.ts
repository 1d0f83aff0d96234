import { z } from 'zod'
import type { RebateLookup } from './lookupView'

/**
 * Reading our rebate API's answer (productRebateDetails.json): on the server for a linked search, in the
 * browser for a lookup (fetchRebates in src/components/rebates loads this module with the first one: zod
 * stays out of the page).
 */

const programSchema = z.object({ id: z.string(), name: z.string(), amountLabel: z.string(), homeURL: z.string() })

/** The part of productRebateDetails.json the blocks read; anything else in the answer is ignored. */
const productRebateDetailsSchema = z.object({
  area: z.object({ cityState: z.string().default('') }).loose(),
  productRebateDetails: z
    .array(
      z
        .object({
          maxRebate: z.object({ amount: z.number(), units: z.enum(['USD', 'CAD']).default('USD') }).loose(),
          rebatePrograms: z.array(programSchema).default([]),
        })
        .loose(),
    )
    .default([]),
})

export function toRebateLookup(body: unknown): RebateLookup {
  const parsed = productRebateDetailsSchema.parse(body)
  const first = parsed.productRebateDetails[0]
  return {
    cityState: parsed.area.cityState,
    amount: first ? Math.round(first.maxRebate.amount) : 0,
    units: first?.maxRebate.units ?? 'USD',
    programs: first?.rebatePrograms ?? [],
  }
}
