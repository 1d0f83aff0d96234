import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { ButtonsComponent } from './Component'
import { buttonsFixture, centredButtonsFixture } from './fixtures'

describe('Buttons', () => {
  it('renders each button as a link with its own look, in order', async () => {
    const html = await renderHtml(<ButtonsComponent {...buttonsFixture} />)
    const links = html.match(/<a [^>]*>/g) ?? []
    expect(links).toHaveLength(2)
    expect(links[0]).toContain('href="/find-a-dealer/"')
    expect(links[0]).toContain('btn--bg-baby-blue btn--radius-full')
    expect(links[1]).toContain('href="/rebates/"')
    expect(links[1]).toContain('btn--bg-white btn--radius-xl')
    expect(html.indexOf('Find a dealer')).toBeLessThan(html.indexOf('Check rebates'))
    expect(html).toContain('buttons-block--left')
  })

  it('aligns the row and shows the arrow where asked', async () => {
    const html = await renderHtml(<ButtonsComponent {...centredButtonsFixture} />)
    expect(html).toContain('buttons-block--center')
    expect(html).toMatch(/Find your dealer<\/span><svg class="btn__icon"/)
  })

  it('leaves out a button without text or with a target a visitor cannot reach; none left renders nothing', async () => {
    const html = await renderHtml(
      <ButtonsComponent
        {...buttonsFixture}
        buttons={[
          { link: { type: 'custom', url: 'javascript:alert(1)', label: 'Bad' } },
          { link: { type: 'reference', reference: 9, label: 'Deleted page' } },
          { link: { type: 'custom', url: '/rebates/', label: ' ' } },
          { link: { type: 'custom', url: '/rebates/', label: 'Kept' } },
        ]}
      />,
    )
    expect(html).not.toContain('Bad')
    expect(html).not.toContain('Deleted page')
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(await renderHtml(<ButtonsComponent {...buttonsFixture} buttons={[{ link: { type: 'custom', url: '', label: 'x' } }]} />)).toBe('')
  })

  it('opens in a new tab safely when asked', async () => {
    const html = await renderHtml(<ButtonsComponent {...buttonsFixture} buttons={[{ link: { type: 'custom', url: 'https://example.test/', label: 'Out', newTab: true } }]} />)
    expect(html).toMatch(/<a href="https:\/\/example.test\/"[^>]*target="_blank" rel="noopener noreferrer"/)
  })
})
