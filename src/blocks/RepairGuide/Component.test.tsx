import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { RepairGuideComponent } from './Component'
import { repairGuideFixture } from './fixtures'

describe('RepairGuide', () => {
  it('shows two columns of closed disclosures under Repair if and Replace if', async () => {
    const html = await renderHtml(<RepairGuideComponent {...repairGuideFixture} id="g" />)
    expect(html).toContain('<h3 class="repair-guide__heading">Repair if</h3>')
    expect(html).toContain('<h3 class="repair-guide__heading">Replace if</h3>')
    expect(html).toContain('<summary class="repair-guide__summary">It has needed 3 or more repairs in the last 3 years</summary>')
    expect(html).not.toMatch(/<details[^>]* open/)
  })

  it('always shows the R-22 warning with its dates, the expected life and the other figures', async () => {
    const html = await renderHtml(<RepairGuideComponent {...repairGuideFixture} id="g" />)
    expect(html).toMatch(/role="note" aria-label="Refrigerant warning"/)
    expect(html).toContain('banned from new systems in 2010, and its production and import ended in 2020')
    expect(html).toContain('<dt>Air conditioner</dt><dd>12 to 15 years</dd>')
    expect(html).toContain('<dt>Heat pump</dt><dd>15 to 20 years</dd>')
    expect(html).toContain('8 to 9 SEER; new models run from 13 to 22 SEER')
    expect(html).toContain('20% to 40%')
    expect(html).toContain('another 15%')
  })

  it('hides the warning when its heading is empty', async () => {
    const html = await renderHtml(<RepairGuideComponent {...repairGuideFixture} warning={{ title: '', body: 'x' }} id="g" />)
    expect(html).not.toContain('Refrigerant warning')
  })
})
