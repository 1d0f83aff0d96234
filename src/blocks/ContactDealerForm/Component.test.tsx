import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { renderHtml } from '../../../tests/support/renderHtml'
import { ContactDealerFormClient } from './Component.client'
import { ContactDealerFormView } from './Component'
import { contactDealerFormFixture, frenchContactDealerFormFixture } from './fixtures'

describe('ContactDealerForm', () => {
  it('English: step 1 of 2, the hours Mon-Fri 8-18 CST with a phone link', async () => {
    const html = await renderHtml(<ContactDealerFormView {...contactDealerFormFixture} siteSettings={DEFAULT_SITE_SETTINGS} />)
    expect(html).toContain('lang="en"')
    expect(html).toContain('Customer service: Mon-Fri 8-18 CST')
    expect(html).toContain('href="tel:18005550123"')
  })

  it('French: "Étape 1 de 2" and French labels', async () => {
    const html = await renderHtml(
      <ContactDealerFormClient language="fr" title="Contactez un détaillant" privacyPolicyUrl="/privacy-policy/" supportPhone="1-800-555-0123" brandName="American Standard" />,
    )
    expect(html).toContain('Étape 1 de 2')
    expect(html).toContain('>Prénom</label>')
    expect(html).toContain('>Suivant</button>')
    const block = await renderHtml(<ContactDealerFormView {...frenchContactDealerFormFixture} siteSettings={DEFAULT_SITE_SETTINGS} />)
    expect(block).toContain('lang="fr"')
    expect(block).toContain('lun.-ven. 8 h-18 h HNC')
  })
})
