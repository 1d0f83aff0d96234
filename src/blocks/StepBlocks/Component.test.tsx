import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { StepBlocksComponent } from './Component'
import { numberedStepBlocksFixture, stepBlocksFixture } from './fixtures'

const numbers = (html: string) => [...html.matchAll(/<span class="visually-hidden">Step <\/span>([^<]*)<\/p>/g)].map((m) => m[1])

describe('StepBlocks', () => {
  it('shows each step with its number (announced as "Step n"), heading, text and link', async () => {
    const html = await renderHtml(<StepBlocksComponent {...stepBlocksFixture} id="s1" />)
    expect(numbers(html)).toEqual(['1', '2', '3'])
    expect(html).toContain('<h3 class="steps__heading">Get a home visit</h3>')
    expect(html).toMatch(/<a[^>]*href="\/schedule-service\/"[^>]*>.*Schedule service/)
    expect(html.match(/<a /g)).toHaveLength(3)
  })

  it('continues the count from a number the editor typed and leaves out missing links', async () => {
    const html = await renderHtml(<StepBlocksComponent {...numberedStepBlocksFixture} />)
    expect(numbers(html)).toEqual(['4', '5'])
    expect(html).not.toContain('<a ')
  })

  it('drops a link whose page no longer resolves', async () => {
    const html = await renderHtml(<StepBlocksComponent blockType="stepBlocks" steps={[{ title: 'Find a dealer', link: { type: 'reference', reference: 9, label: 'Gone' } }]} />)
    expect(html).not.toContain('Gone')
    expect(html).toContain('<h2 class="steps__heading">Find a dealer</h2>')
  })
})
