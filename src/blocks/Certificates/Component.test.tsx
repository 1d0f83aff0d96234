import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { CertificatesComponent } from './Component'
import { certificatesFixture } from './fixtures'

describe('Certificates', () => {
  it('shows six cards with the required ratings and an explained tooltip each', async () => {
    const html = await renderHtml(<CertificatesComponent {...certificatesFixture} id="c" />)
    expect(html.match(/class="certificates__card"/g)).toHaveLength(6)
    expect(html).toContain('<li>95% AFUE</li>')
    expect(html).toContain('<li>16 SEER</li><li>13 EER</li>')
    expect(html).toContain('<li>15 SEER</li><li>12.5 EER</li><li>8.5 HSPF</li>')
    expect(html).toContain('Uses at most 2% of the furnace’s total energy')
    expect(html).toContain('aria-label="About the ratings for Split system heat pump"')
    expect(html).not.toContain('Download certificate')
  })

  it('offers the PDF download when a certificate is attached', async () => {
    const cards = certificatesFixture.cards.map((card, i) =>
      i === 1 ? { ...card, document: { id: 9, title: 'Gas furnace certificate', kind: 'certificate' as const, sample: true, url: '/api/documents/file/gas.pdf', updatedAt: '', createdAt: '' } } : card,
    )
    const html = await renderHtml(<CertificatesComponent {...certificatesFixture} cards={cards} id="c" />)
    expect(html).toContain('href="/api/documents/file/gas.pdf"')
    expect(html).toContain('Download certificate<span class="visually-hidden"> for Gas furnace</span> (PDF)')
  })
})
