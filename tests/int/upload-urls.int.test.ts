import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DOCUMENTS_SLUG } from '@/collections/slugs'
import { samplePdf } from '@/seed/samplePdf'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }

// Pages are rendered with these URLs. Absolute ones (Payload's default: serverURL + path) break
// the images whenever the site answers on a host other than SITE_URL (the CSP allows 'self' only).
describe(`upload URLs (${adapterName()})`, () => {
  it('are site-relative for an image and each of its sizes, and for a PDF', async () => {
    const payload = await testPayload()
    expect(payload.config.serverURL).toMatch(/^https?:\/\//)
    const data = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#0b2545' } }).png().toBuffer()
    const image = await payload.create({ collection: 'media', data: { alt: 'Relative URL (test)' }, file: { data, mimetype: 'image/png', name: 'relative-url.png', size: data.length }, context: ctx })
    const read = await payload.findByID({ collection: 'media', id: image.id })
    expect(read.url).toMatch(/^\/api\/media\/file\/relative-url(-\d+)?\.png$/)
    expect(read.sizes?.small?.url).toMatch(/^\/api\/media\/file\/relative-url(-\d+)?-640x\d+\.png$/)
    expect(read.thumbnailURL).toMatch(/^\/api\/media\/file\//)

    const pdf = samplePdf('Relative URL (test)', ['A test document.'])
    const doc = await payload.create({ collection: DOCUMENTS_SLUG, data: { title: 'Relative URL (test)', kind: 'other' }, file: { data: pdf, mimetype: 'application/pdf', name: 'relative-url.pdf', size: pdf.length }, context: ctx })
    expect((await payload.findByID({ collection: DOCUMENTS_SLUG, id: doc.id })).url).toMatch(/^\/api\/documents\/file\/relative-url(-\d+)?\.pdf$/)
  })
})
