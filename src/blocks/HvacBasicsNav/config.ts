import type { Block } from 'payload'
import { HVAC_BASICS_LINKS } from '@/domain/pages/hvacBasics'
import { arrayOf } from '@/fields/arrayOf'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading } from '@/fields/media'

/** Text a field shows when left empty: the admin's default for new blocks, the component's fallback for older ones. */
export const DEFAULTS = {
  title: 'HVAC basics',
} as const

/** The HVAC-basics topics: the 13 pages of src/domain/pages/hvacBasics.ts to start with, then the editor's list. */
export const config: Block = {
  slug: 'hvacBasicsNav',
  interfaceName: 'HvacBasicsNavBlock',
  labels: { singular: 'HVAC basics navigation', plural: 'HVAC basics navigations' },
  fields: [
    heading({ name: 'title', label: 'Navigation heading', defaultValue: DEFAULTS.title }),
    arrayOf({
      name: 'topics',
      label: 'Topics in the navigation',
      singular: 'Topic',
      plural: 'Topics',
      description: 'In reading order. A topic whose page is not published yet shows as plain text until it is. Empty: the 13 standard HVAC basics topics.',
      defaultValue: HVAC_BASICS_LINKS.map(({ label, path }) => ({ link: { type: 'custom', url: path, label } })),
      fields: [link({ name: 'link', label: 'Topic', required: true })],
    }),
    blockSettings(),
  ],
}
