import { renderHtml } from '../../../tests/support/renderHtml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { Hero2025Component } from './Component'
import { ctaFirstHeroFixture, heroFixture, minimalHeroFixture } from './fixtures'

afterEach(() => vi.restoreAllMocks())

describe('Hero2025', () => {
  it('renders headline, text, main button and both sidebar cards', async () => {
    const html = await renderHtml(<Hero2025Component {...heroFixture} id="h1" />)
    expect(html).toContain('<h1 class="hero__title" id="hero-h1">Comfort that fits your home</h1>')
    expect(html).toContain(heroFixture.subtitle)
    expect(html).toMatch(/<a class="btn btn--bg-white btn--radius-full btn--width-fit" data-track="Hero: find a local dealer" href="\/find-a-dealer\/">/)
    expect(html).toContain('Find a local dealer')
    expect(html).toContain('action="/find-your-dealer/"')
    expect(html).toContain('name="zipcode"')
    expect(html).toMatch(/href="\/rebates\/"[^>]*>.*Check rebates/)
  })

  it('orders the sidebar cards as the editor chose', async () => {
    const dealerFirst = await renderHtml(<Hero2025Component {...heroFixture} />)
    expect(dealerFirst.indexOf('hero-find-dealer-card')).toBeLessThan(dealerFirst.indexOf('hero-cta-card'))
    const ctaFirst = await renderHtml(<Hero2025Component {...ctaFirstHeroFixture} />)
    expect(ctaFirst.indexOf('hero-cta-card')).toBeLessThan(ctaFirst.indexOf('hero-find-dealer-card'))
  })

  it('loads its background image first and paints it with the first frame it is ready for', async () => {
    const html = await renderHtml(<Hero2025Component {...ctaFirstHeroFixture} />)
    const background = /<img[^>]*class="hero__background"[^>]*>/.exec(html)?.[0] ?? ''
    expect(background).toContain('loading="eager"')
    expect(background).toContain('fetchPriority="high"')
    expect(background).toContain('decoding="sync"')
  })

  it('shows only the headline when the sidebar is off and no button is set', async () => {
    const html = await renderHtml(<Hero2025Component {...minimalHeroFixture} />)
    expect(html).toContain('A headline on its own')
    expect(html).not.toContain('hero__sidebar')
    expect(html).not.toContain('class="btn')
  })

  it('leaves out a button whose page reference did not resolve, and a script URL', async () => {
    const dangling = await renderHtml(<Hero2025Component {...heroFixture} link={{ type: 'reference', reference: 9, label: 'Go' }} />)
    expect(dangling).not.toContain('>Go<')
    const script = await renderHtml(<Hero2025Component {...heroFixture} link={{ type: 'custom', url: 'javascript:alert(1)', label: 'Go' }} />)
    expect(script).not.toContain('javascript:')
  })

  it('renders nothing and logs one error without a headline', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    expect(await renderHtml(<Hero2025Component {...heroFixture} title="  " />)).toBe('')
    expect(error).toHaveBeenCalledTimes(1)
  })
})
