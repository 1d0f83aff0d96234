import type { Block } from 'payload'
import { blockSettings } from '@/fields/blockSettings'
import { heading } from '@/fields/media'

/** The 13 HVAC-basics topics; the list itself lives in src/domain/pages/hvacBasics.ts, not in the CMS. */
export const config: Block = {
  slug: 'hvacBasicsNav',
  interfaceName: 'HvacBasicsNavBlock',
  labels: { singular: 'HVAC basics navigation', plural: 'HVAC basics navigations' },
  fields: [
    heading({ name: 'title', label: 'Navigation heading', defaultValue: 'HVAC basics' }),
    blockSettings(),
  ],
}
