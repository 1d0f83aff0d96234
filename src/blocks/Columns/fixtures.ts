import type { ColumnsBlock } from '@/payload-types'
import { contentFixture } from '../Content/fixtures'
import { faqFixture } from '../Faq/fixtures'
import { freeformFixture } from '../Freeform/fixtures'

/** Two halves holding two existing blocks: rich text beside questions and answers. */
export const columnsFixture = {
  blockType: 'columns',
  heading: 'Before and after you call',
  columns: [
    { width: '6', blocks: [contentFixture] },
    { width: '6', blocks: [faqFixture] },
  ],
} satisfies ColumnsBlock

/** Three automatic columns (a third each on wide screens), no heading. */
export const threeColumnsFixture = {
  blockType: 'columns',
  columns: ['Spring: book a cooling check-up.', 'Autumn: book a heating check-up.', 'Every month or two: look at the air filter.'].map((text) => ({
    width: 'auto' as const,
    blocks: [{ ...freeformFixture, text }],
  })),
} satisfies ColumnsBlock
