import type { FreeformBlock } from '@/payload-types'

/** Classic-editor text: blank lines between paragraphs, a line break, inline HTML and a list. */
export const freeformFixture = {
  blockType: 'freeform',
  text: [
    '<h2>Getting ready for your service visit</h2>',
    'Clear a path to the indoor unit and the outdoor unit, and note any sounds or smells you noticed.\nA list of questions helps too.',
    'Keep pets in another room while the technician works. <strong>Write down the model number</strong> if you can reach the label safely.',
    '<ul>\n<li>Indoor unit: usually in a basement, closet or attic</li>\n<li>Outdoor unit: beside the house</li>\n</ul>',
  ].join('\n\n'),
} satisfies FreeformBlock
