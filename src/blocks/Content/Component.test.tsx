import { describe, expect, it } from 'vitest'
import type { ContentBlock } from '@/payload-types'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ContentComponent } from './Component'

type Node = Record<string, unknown>
const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const link = (label: string, fields: Node, type = 'link'): Node => ({ type, children: [text(label)], direction: 'ltr', format: '', indent: 0, version: 3, fields })
const richText = (...children: Node[]) =>
  ({ root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: [{ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 }] } }) as unknown as ContentBlock['richText']

describe('Content (rich text)', () => {
  it('renders links by the site rule: javascript: and data: URLs lose the link and keep the text', async () => {
    const html = await renderHtml(
      <ContentComponent
        blockType="content"
        richText={richText(
          link('Script link', { linkType: 'custom', url: 'javascript:alert(document.cookie)', newTab: false }),
          link('Spaced script', { linkType: 'custom', url: ' JavaScript:alert(1)', newTab: false }),
          link('Data link', { linkType: 'custom', url: 'data:text/html,<script>alert(1)</script>', newTab: true }),
          link('Auto data link', { linkType: 'custom', url: 'data:text/html;base64,PHNjcmlwdD4=' }, 'autolink'),
          link('Rebates', { linkType: 'custom', url: '/rebates/', newTab: false }),
          link('Partner', { linkType: 'custom', url: 'https://www.example.com/', newTab: true }),
          link('Find a dealer', { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 1, slug: 'find-a-dealer' } } }),
        )}
      />,
    )
    expect(html).not.toMatch(/javascript:|data:/i)
    for (const label of ['Script link', 'Spaced script', 'Data link', 'Auto data link']) expect(html).toContain(label)
    expect(html.match(/<a /g)).toHaveLength(3)
    expect(html).toContain('<a href="/rebates/">Rebates</a>')
    expect(html).toContain('<a href="https://www.example.com/" rel="noopener noreferrer" target="_blank">Partner</a>')
    expect(html).toContain('<a href="/find-a-dealer/">Find a dealer</a>')
  })
})
