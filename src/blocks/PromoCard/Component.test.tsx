import { renderHtml } from '../../../tests/support/renderHtml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { PromoCardComponent } from './Component'
import { promoCardFixture } from './fixtures'

afterEach(() => vi.restoreAllMocks())

describe('PromoCard', () => {
  it('renders title, description, the button link and the background colour', async () => {
    const html = await renderHtml(<PromoCardComponent {...promoCardFixture} />)
    expect(html).toContain('promo--bg-baby-blue')
    expect(html).toContain('Rebates may lower your cost')
    expect(html).toContain(promoCardFixture.description!)
    expect(html).toMatch(/<a[^>]*href="\/rebates\/"[^>]*>.*Check rebates/)
  })

  it('leaves out the button without a url, or when its page reference did not resolve', async () => {
    const noUrl = await renderHtml(<PromoCardComponent {...promoCardFixture} link={{ ...promoCardFixture.link, url: null }} />)
    expect(noUrl).not.toContain('Check rebates')
    const danglingPage = await renderHtml(<PromoCardComponent {...promoCardFixture} link={{ type: 'reference', reference: 42, label: 'Check rebates' }} />)
    expect(danglingPage).not.toContain('Check rebates')
  })

  it('follows a populated page reference', async () => {
    const page = { id: 3, slug: 'rebates', title: 'Rebates', updatedAt: '', createdAt: '' }
    const html = await renderHtml(<PromoCardComponent {...promoCardFixture} link={{ type: 'reference', reference: page, label: 'Go' }} />)
    expect(html).toMatch(/<a[^>]*href="\/rebates\/"[^>]*>.*Go/)
  })

  it('names the button for the click tracker, and reports a button without a name as N/A with the spec warning', async () => {
    expect(await renderHtml(<PromoCardComponent {...promoCardFixture} />)).toContain('data-track="Promo: check rebates"')
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const html = await renderHtml(<PromoCardComponent {...promoCardFixture} link={{ ...promoCardFixture.link, trackingText: null }} />)
    expect(html).toContain('data-track="N/A"')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ href: '/rebates/' }), 'Improperly tracked clickable element')
  })
})
