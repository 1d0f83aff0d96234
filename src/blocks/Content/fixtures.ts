import type { ContentBlock } from '@/payload-types'

type Node = Record<string, unknown>
const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: Node[], extra: Node = {}): Node => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })

/** Sample rich text: a heading, a paragraph with bold text and a list. */
export const contentFixture = {
  blockType: 'content',
  richText: {
    root: element('root', [
      element('heading', [text('Before you call for service')], { tag: 'h2' }),
      element('paragraph', [text('A few checks often bring the comfort back. '), text('Turn off power at the breaker', 1), text(' before you open any panel.')], { textFormat: 0 }),
      element(
        'list',
        [
          element('listitem', [text('Check that the thermostat is set to heat or cool and has fresh batteries.')], { value: 1 }),
          element('listitem', [text('Replace a dirty air filter.')], { value: 2 }),
          element('listitem', [text('Clear leaves and debris from around the outdoor unit.')], { value: 3 }),
        ],
        { listType: 'bullet', tag: 'ul', start: 1 },
      ),
    ]) as ContentBlock['richText']['root'],
  },
} satisfies ContentBlock
