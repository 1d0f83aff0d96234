import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { NeedHelpNowView } from './Component'
import { frenchNeedHelpNowFixture, needHelpNowFixture, spanishNeedHelpNowFixture } from './fixtures'

const settings = { ...DEFAULT_SITE_SETTINGS, supportPhone: '1-800-555-0123' }

describe('NeedHelpNow', () => {
  it('in English: a call link to the support number and Schedule Service to /find-your-dealer/', async () => {
    const html = await renderHtml(<NeedHelpNowView {...needHelpNowFixture} id="n1" siteSettings={settings} />)
    expect(html).toMatch(/<section[^>]*lang="en"[^>]*aria-labelledby="need-help-now-n1"/)
    expect(html).toContain('<h2 class="need-help__title" id="need-help-now-n1">Need help now?</h2>')
    expect(html).toMatch(/<a href="tel:18005550123"[^>]*><span>Call 1-800-555-0123<\/span><\/a>/)
    expect(html).not.toContain('need-help__lang')
    expect(html).toMatch(/<a[^>]*href="\/find-your-dealer\/"[^>]*><span>Schedule Service<\/span><\/a>/)
  })

  it('in Spanish, marked lang="es", calling the block’s own number', async () => {
    const html = await renderHtml(<NeedHelpNowView {...spanishNeedHelpNowFixture} siteSettings={settings} />)
    expect(html).toMatch(/<section[^>]*lang="es"/)
    expect(html).toContain('¿Necesita ayuda ahora?')
    // Labelled as Spanish above its heading, for the English page's readers too.
    expect(html).toMatch(/<p class="need-help__lang">En español<\/p><h2/)
    expect(html).toMatch(/<a href="tel:18005550142"[^>]*><span>Llame al 1-800-555-0142<\/span><\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/find-your-dealer\/"[^>]*><span>Programar servicio<\/span><\/a>/)
    expect(html).not.toContain('Schedule Service')
  })

  it('in French, marked lang="fr"', async () => {
    const html = await renderHtml(<NeedHelpNowView {...frenchNeedHelpNowFixture} siteSettings={settings} />)
    expect(html).toMatch(/<section[^>]*lang="fr"/)
    expect(html).toContain('Besoin d’aide maintenant?')
    expect(html).toContain('<p class="need-help__lang">En français</p>')
    expect(html).toContain('Appelez le 1-800-555-0123')
    expect(html).toContain('Planifier un service')
  })
})
