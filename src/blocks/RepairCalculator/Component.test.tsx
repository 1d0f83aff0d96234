import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { RepairCalculatorComponent } from './Component'
import { repairCalculatorFixture, repairToolFixture } from './fixtures'

describe('RepairCalculator (server HTML)', () => {
  it('renders both labelled choices with the plural age labels and dollar estimates, and Get results', async () => {
    const html = await renderHtml(<RepairCalculatorComponent {...repairCalculatorFixture} id="c1" />)
    expect(html).toMatch(/<label for="[^"]+-age" class="repair-calc__label">How old is your system\?<\/label>/)
    expect(html).toContain('<option value="0">0 years</option>')
    expect(html).toContain('<option value="1">1 year</option>')
    expect(html).toContain('<option value="20">20 years</option>')
    expect(html).toContain('<option value="1500">$1,500</option>')
    expect(html).not.toContain('<option value="2100">')
    expect(html).toContain('>Get results</button>')
    expect(html).toContain('data-variant="calculator"')
  })

  it('renders the tool variant with the same choices', async () => {
    const html = await renderHtml(<RepairCalculatorComponent {...repairToolFixture} id="t1" />)
    expect(html).toContain('data-variant="tool"')
    expect(html).toContain('<option value="2000">$2,000</option>')
  })
})
