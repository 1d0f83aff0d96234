import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { Hero2025Component } from './Component'
import { heroFixture, invalidHeroFixture } from './fixtures'

afterEach(() => vi.restoreAllMocks())

describe('Hero2025', () => {
  it('renders title, subtitle, main call to action and both sidebar cards', () => {
    const html = renderToStaticMarkup(<Hero2025Component {...heroFixture} id="h1" />)
    expect(html).toContain('<h1 class="hero__title" id="hero-h1">Comfort that fits your home (sample)</h1>')
    expect(html).toContain(heroFixture.main_text_subtitle!)
    expect(html).toMatch(/<a class="btn btn--bg-white btn--radius-full btn--width-fit" href="\/products\/">/)
    expect(html).toContain('Find a local dealer')
    expect(html).toContain('action="/find-your-dealer/"')
    expect(html).toContain('name="zipcode"')
    expect(html).toContain('Compare systems')
  })

  it('orders the sidebar by sidebar_whos_on_top', () => {
    const dealerFirst = renderToStaticMarkup(<Hero2025Component {...heroFixture} sidebar_whos_on_top="find-a-dealer" />)
    expect(dealerFirst.indexOf('hero-find-dealer-card')).toBeLessThan(dealerFirst.indexOf('hero-cta-card'))
    const ctaFirst = renderToStaticMarkup(<Hero2025Component {...heroFixture} sidebar_whos_on_top="call-to-action" />)
    expect(ctaFirst.indexOf('hero-cta-card')).toBeLessThan(ctaFirst.indexOf('hero-find-dealer-card'))
  })

  it('hides the sidebar when sidebar_show_sidebar is off', () => {
    const html = renderToStaticMarkup(<Hero2025Component {...heroFixture} sidebar_show_sidebar={false} />)
    expect(html).not.toContain('hero__sidebar')
  })

  it('renders nothing and logs one error when the data fails its schema', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const html = renderToStaticMarkup(<Hero2025Component {...invalidHeroFixture} />)
    expect(html).toBe('')
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('accepts numeric flags and an empty-string image as the original data had them', () => {
    const html = renderToStaticMarkup(
      <Hero2025Component
        {...heroFixture}
        {...({ sidebar_show_sidebar: 1, main_hero_background_image: '' } as unknown as Partial<typeof heroFixture>)}
      />,
    )
    expect(html).toContain('hero__sidebar')
  })
})
