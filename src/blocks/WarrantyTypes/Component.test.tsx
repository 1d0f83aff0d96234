import { describe, expect, it } from 'vitest'
import type { Document } from '@/payload-types'
import { renderHtml } from '../../../tests/support/renderHtml'
import { WarrantyTypesComponent } from './Component'
import { warrantyTypesFixture } from './fixtures'

const doc = (id: number, title: string): Document => ({ id, title, kind: 'limitedWarranty', sample: true, url: `/api/documents/file/w${id}.pdf`, updatedAt: '', createdAt: '' })

describe('WarrantyTypes', () => {
  it('shows the 5-year and 10-year terms, parts only and extended plans', async () => {
    const html = await renderHtml(<WarrantyTypesComponent {...warrantyTypesFixture} id="w" />)
    expect(html).toContain('<p class="warranty-types__term">5-year</p><h3 class="warranty-types__name">Base limited warranty</h3>')
    expect(html).toContain('<p class="warranty-types__term">10-year</p><h3 class="warranty-types__name">Registered limited warranty</h3>')
    expect(html).toContain('within 60 days of installation')
    expect(html).toContain('Parts only')
    expect(html).toContain('Extended plans')
    expect(html).not.toContain('See your limited warranty')
  })

  it('links each limited-warranty PDF after the terms note,  as a PDF', async () => {
    const html = await renderHtml(<WarrantyTypesComponent {...warrantyTypesFixture} documents={[doc(1, 'Limited warranty: furnaces'), 2]} id="w" />)
    expect(html).toContain('See your limited warranty for terms:')
    expect(html).toContain('<a href="/api/documents/file/w1.pdf" class="warranty-types__doc" data-track="Warranty document: Limited warranty: furnaces (PDF)">Limited warranty: furnaces (PDF)</a>')
    expect(html.match(/warranty-types__doc"/g)).toHaveLength(1)
  })
})
