import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENTS_SLUG } from '@/collections/slugs'
import type { Document } from '@/payload-types'
import { seed } from '@/seed'
import { adapterName, seededPayload, seedFirst, testPayload } from './support/payload'

const docsDir = () => path.resolve(process.cwd(), process.env.DOCUMENTS_DIR ?? path.join(process.env.MEDIA_DIR ?? 'data/media', '..', 'documents'))

describe(`homeowner tools seed and documents (${adapterName()})`, () => {
  beforeAll(...seedFirst)

  it('uploads the sample PDFs once, all marked sample, and hosts the tools on their pages', async () => {
    const payload = await seededPayload()
    const docs = await payload.find({ collection: DOCUMENTS_SLUG, limit: 100, depth: 0 })
    const byKind = (kind: Document['kind']) => docs.docs.filter((d) => d.kind === kind)
    expect(byKind('limitedWarranty')).toHaveLength(6)
    expect(byKind('serialNumberInstructions')).toHaveLength(1)
    expect(byKind('certificate')).toHaveLength(6)
    expect(docs.docs.every((d) => d.sample && d.mimeType === 'application/pdf' && !/sample/i.test(d.title))).toBe(true)
    const file = fs.readFileSync(path.join(docsDir(), docs.docs[0]!.filename!))
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(file.toString('latin1')).toContain('SAMPLE DOCUMENT')

    const page = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1 })).docs[0]
    const warranty = await page('warranty')
    expect(warranty?.layout?.map((b) => b.blockType)).toEqual(['warrantyHero', 'warrantyModalButtons', 'warrantyTypes', 'certificates', 'registerButton'])
    const types = warranty?.layout?.find((b) => b.blockType === 'warrantyTypes')
    expect(types?.blockType === 'warrantyTypes' && types.documents?.map((d) => (typeof d === 'object' ? d.title : d))).toEqual([
      'Limited warranty: outdoor units (air conditioners and heat pumps)',
      'Limited warranty: furnaces',
      'Limited warranty: ductless systems',
      'Limited warranty: air handlers',
      'Limited warranty: packaged units',
      'Limited warranty: coils',
    ])
    const certs = warranty?.layout?.find((b) => b.blockType === 'certificates')
    expect(certs?.blockType === 'certificates' && certs.cards.every((c) => typeof c.document === 'object' && c.document?.kind === 'certificate')).toBe(true)

    expect((await page('resources/repair-or-replace'))?.layout?.map((b) => b.blockType)).toEqual(['content', 'repairCalculator', 'repairGuide', 'commonIssues'])
    for (const slug of ['resources/maintenance-tips/clean-or-change-filter', 'resources/troubleshooting/thermostat-controls', 'resources/maintenance-tips', 'resources/troubleshooting']) {
      expect((await page(slug))?._status).toBe('published')
    }

    const again = await seed(payload)
    expect(again.kept).toEqual(expect.arrayContaining(['sample documents', 'warranty page', 'resources/repair-or-replace page']))
    expect((await payload.find({ collection: DOCUMENTS_SLUG, limit: 0 })).totalDocs).toBe(13)
  })

  it('refuses a file that is not a PDF', async () => {
    const payload = await testPayload()
    const data = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')
    await expect(
      payload.create({ collection: DOCUMENTS_SLUG, data: { title: 'Not a PDF', kind: 'other' }, file: { data, mimetype: 'image/svg+xml', name: 'x.svg', size: data.length } }),
    ).rejects.toThrow(/file type|not allowed|invalid/i)
  })
})
