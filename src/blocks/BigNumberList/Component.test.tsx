import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { BigNumberListComponent } from './Component'
import { bigNumberFiguresFixture, bigNumberListFixture } from './fixtures'

const figures = (html: string) => [...html.matchAll(/<p class="big-numbers__figure">([^<]*)<\/p>/g)].map((m) => m[1])

describe('BigNumberList', () => {
  it('numbers entries 1, 2, 3 when the editor typed no figure', async () => {
    const html = await renderHtml(<BigNumberListComponent {...bigNumberListFixture} id="b1" />)
    expect(figures(html)).toEqual(['1', '2', '3'])
    expect(html).toContain('<h3 class="big-numbers__heading">Keep the outdoor unit clear</h3>')
  })

  it('shows typed figures as written, with the intro', async () => {
    const html = await renderHtml(<BigNumberListComponent {...bigNumberFiguresFixture} />)
    expect(figures(html)).toEqual(['20–40%', '15%', '60'])
    expect(html).toContain('Typical ranges')
  })

  it('uses h2 for entries when the block has no heading', async () => {
    const html = await renderHtml(<BigNumberListComponent {...bigNumberListFixture} title={null} />)
    expect(html).not.toContain('<h3')
    expect(html.match(/<h2 class="big-numbers__heading">/g)).toHaveLength(3)
  })
})
