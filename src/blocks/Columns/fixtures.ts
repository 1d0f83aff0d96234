import type { ColumnsBlock } from '@/payload-types'
import { contentFixture } from '../Content/fixtures'
import { faqFixture } from '../Faq/fixtures'
import { freeformFixture } from '../Freeform/fixtures'

/** Two halves holding two existing blocks: rich text beside questions and answers. */
export const columnsFixture = {
  blockType: 'columns',
  heading: 'Before and after you call (sample)',
  columns: [
    { width: '6', blocks: [contentFixture] },
    { width: '6', blocks: [faqFixture] },
  ],
} satisfies ColumnsBlock

/** Three automatic columns (a third each on wide screens), no heading. */
export const threeColumnsFixture = {
  blockType: 'columns',
  columns: ['Spring: book a cooling check-up (sample).', 'Autumn: book a heating check-up (sample).', 'Every month or two: look at the air filter (sample).'].map((text) => ({
    width: 'auto' as const,
    blocks: [{ ...freeformFixture, text }],
  })),
} satisfies ColumnsBlock
