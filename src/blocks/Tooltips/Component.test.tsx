import { beforeAll, describe, expect, it } from 'vitest'
import { TooltipsComponent } from './Component'
import { tooltipsFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

describe('Tooltips', () => {
  let html = ''
  beforeAll(async () => {
    html = await renderHtml(<TooltipsComponent {...tooltipsFixture} id="t1" />)
  })

  it('gives each term a labelled, closed info button wired to its hidden explanation', async () => {
    const buttons = [...html.matchAll(/<button type="button" class="tooltip__trigger" aria-label="([^"]+)" aria-expanded="false" aria-controls="([^"]+)"/g)]
    expect(buttons.map((m) => m[1])).toEqual(['What is SEER?', 'What is AFUE?', 'What is HSPF?', 'What is ENERGY STAR?'])
    const [, , controls] = buttons[0]!
    expect(html).toContain(`<span id="${controls}" role="tooltip" class="tooltip__bubble" hidden="">Seasonal energy efficiency ratio`)
  })

  it('shows a value beside a term only when there is one', async () => {
    expect(html).toContain('<span class="term-tips__value">16 SEER</span>')
    expect(html.match(/term-tips__value/g)).toHaveLength(3)
  })
})
