import type { HvacBasicsNavBlock } from '@/payload-types'

// The topics come from src/domain/pages/hvacBasics.ts; only the heading is content.
export const hvacBasicsNavFixture = { blockType: 'hvacBasicsNav', title: 'HVAC basics' } satisfies HvacBasicsNavBlock
