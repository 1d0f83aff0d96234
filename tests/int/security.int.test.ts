import zlib from 'node:zlib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { DOCUMENTS_SLUG, EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { searchSite } from '@/domain/search/siteSearch'
import { pdfOf, samplePdf } from '@/seed/samplePdf'
import { loadSearchIndex } from '@/server/site/searchIndex'
import { MISSING_FILE_MESSAGE } from '@/server/uploads/missingFile'
import { imageTooLargeMessage } from '@/server/uploads/imagePixels'
import { PDF_ACTIONS_MESSAGE } from '@/server/uploads/pdfActions'
import { adapterName, testPayload } from './support/payload'

/** Issue 24: what a visitor (or a crafted request) must not reach. */
const stamp = Date.now()
const ctx = { disableRevalidate: true }
let payload: Payload
let adminToken: string

function rest(path: string, token?: string) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean).map(decodeURIComponent)
  return restGet(new Request(url, token ? { headers: { authorization: `JWT ${token}` } } : {}), { params: Promise.resolve({ slug }) })
}

type Node = Record<string, unknown>
const text = (value: string): Node => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 })
const richText = (...children: Node[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })
const linkTo = (url: string, label: string): Node => ({ type: 'link', children: [text(label)], direction: 'ltr', format: '', indent: 0, version: 3, fields: { linkType: 'custom', url, newTab: false } })
const contentBlock = (words: string, settings: Node = {}) => ({ blockType: 'content', richText: richText(paragraph(text(words))), settings })

beforeAll(async () => {
  payload = await testPayload()
  const credentials = { email: `security-${stamp}@example.com`, password: 'security-password-1' }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Security test' }, context: ctx })
  adminToken = (await payload.login({ collection: 'users', data: credentials })).token as string
})

describe(`hidden blocks stay hidden (${adapterName()})`, () => {
  it('site search neither finds nor quotes a block the editor hid, nested or not; the REST API leaves it out for visitors', async () => {
    const slug = `hidden-blocks-${stamp}`
    const page = await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: `Hidden blocks ${stamp}`,
        slug,
        _status: 'published',
        layout: [
          contentBlock(`Visible furnace advice ${stamp}`),
          contentBlock(`Unannounced rebate zebracorn ${stamp}`, { hidden: true }),
          { blockType: 'group', blocks: [contentBlock(`Nested secret quokkaplan ${stamp}`, { hidden: true })] },
        ],
      } as never,
    })
    const index = await loadSearchIndex(payload)
    expect(searchSite(index, `furnace ${stamp}`).hits.map((hit) => hit.path)).toEqual([`/${slug}/`])
    for (const word of ['zebracorn', 'quokkaplan']) {
      expect(searchSite(index, `${word} ${stamp}`).total, word).toBe(0)
      expect(JSON.stringify(index.find((doc) => doc.path === `/${slug}/`))).not.toContain(word)
    }

    const anonymous = await (await rest(`/api/pages/${page.id}?depth=0`)).text()
    expect(anonymous).toContain('Visible furnace advice')
    expect(anonymous).not.toContain('zebracorn')
    expect(anonymous).not.toContain('quokkaplan')
    const listed = await (await rest(`/api/pages?where[slug][equals]=${slug}&depth=0`)).text()
    expect(listed).toContain('Visible furnace advice')
    expect(listed).not.toMatch(/zebracorn|quokkaplan/)
    // The editor still sees and keeps them.
    const edited = await (await rest(`/api/pages/${page.id}?depth=0`, adminToken)).text()
    expect(edited).toContain('zebracorn')
    expect(edited).toContain('quokkaplan')
  })
})

describe(`unreleased content is not public (${adapterName()})`, () => {
  // The public list of running experiments (/api/experiments/active) is read from Next's data cache: tests/e2e/hardening.spec.ts.
  async function draftExperiment() {
    const asset = async (title: string) => (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: `${title} ${stamp}`, layout: [{ ...promoCardFixture, title }] } })).id
    const host = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Launch host', slug: `launch-${stamp}`, _status: 'published', layout: [] } })
    const key = `launch-${stamp}`
    const variantAsset = await asset(`Secret launch offer ${key}`)
    await payload.create({
      collection: EXPERIMENTS_SLUG,
      context: ctx,
      data: {
        name: key,
        key,
        status: 'draft',
        pages: [host.id],
        variants: [
          { key: 'control', weight: 50, asset: await asset(`Control ${key}`) },
          { key: 'launch', weight: 50, asset: variantAsset },
        ],
      },
    })
    return { variantAsset }
  }

  it('visitors cannot read reusable blocks through the REST API (a variant before launch included); editors can', async () => {
    const { variantAsset } = await draftExperiment()
    for (const path of [`/api/${REUSABLE_BLOCKS_SLUG}`, `/api/${REUSABLE_BLOCKS_SLUG}/${variantAsset}`, `/api/${REUSABLE_BLOCKS_SLUG}?where[title][like]=Secret`]) {
      const response = await rest(path)
      expect(response.status, path).toBe(403)
      expect(await response.text(), path).not.toContain('Secret launch offer')
    }
    expect(await (await rest(`/api/${REUSABLE_BLOCKS_SLUG}/${variantAsset}`, adminToken)).text()).toContain('Secret launch offer')
  })
})

describe(`rich-text links follow the site's safe-URL rule when saved (${adapterName()})`, () => {
  it('refuses javascript: and data: links with a message, and saves safe ones', async () => {
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', ' JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)']) {
      const saving = payload.create({
        collection: 'pages',
        context: ctx,
        data: { title: 'Unsafe link', slug: `unsafe-link-${stamp}-${url.length}`, _status: 'published', layout: [{ blockType: 'content', richText: richText(paragraph(linkTo(url, 'Click'))) }] } as never,
      })
      await expect(saving, url).rejects.toMatchObject({ name: 'ValidationError' })
    }
    const saved = await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: 'Safe links',
        slug: `safe-links-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'content', richText: richText(paragraph(linkTo('/rebates/', 'Rebates'), linkTo('https://www.example.com/', 'Partner'), linkTo('mailto:help@example.com', 'Mail'))) }],
      } as never,
    })
    expect(JSON.stringify(saved.layout)).toContain('mailto:help@example.com')
  })
})

/** A PDF whose catalog runs JavaScript when opened, written in the clear or packed in a compressed object stream with escaped names. */
function pdfWithScript(packed: boolean): Buffer {
  const action = packed ? '<< /S /JavaScript /J#53 (app.alert\\(1\\)) >>' : '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'
  const objects = ['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>']
  if (packed) {
    const body = zlib.deflateSync(Buffer.from(`4 0 ${action}`, 'latin1'))
    objects.push('null', `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >>\nstream\n${body.toString('latin1')}\nendstream`)
  } else {
    objects.push(action)
  }
  return pdfOf(objects, '1.5')
}

describe(`uploads (${adapterName()})`, () => {
  const upload = (name: string, data: Buffer) =>
    payload.create({ collection: DOCUMENTS_SLUG, context: ctx, data: { title: name, kind: 'other' }, file: { data, mimetype: 'application/pdf', name: `${name}-${stamp}.pdf`, size: data.length } })

  it('refuses a PDF with JavaScript actions, in the clear or hidden in a compressed object stream, with a message', async () => {
    for (const packed of [false, true]) {
      await expect(upload(`scripted-${packed}`, pdfWithScript(packed))).rejects.toMatchObject({ name: 'ValidationError', data: { errors: [{ message: PDF_ACTIONS_MESSAGE, path: 'file' }] } })
    }
    // An ordinary PDF is accepted. (Removed again: other tests count the seeded sample documents.)
    const plain = await upload('plain', samplePdf('Limited warranty (test)', ['No scripts here.']))
    expect(plain.filename).toMatch(/^plain-/)
    await payload.delete({ collection: DOCUMENTS_SLUG, id: plain.id, context: ctx })
  })

  it('refuses an image over 40 megapixels at upload, with a message that gives its size (issue 40)', async () => {
    // A PNG whose header says 9000 x 9000: the size is all the check reads.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(zlib.crc32(body))
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(9000, 0)
    header.writeUInt32BE(9000, 4)
    header.set([8, 2, 0, 0, 0], 8)
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(9001))), chunk('IEND', Buffer.alloc(0))])
    await expect(
      payload.create({ collection: 'media', context: ctx, data: { alt: 'Huge' }, file: { data: png, mimetype: 'image/png', name: `huge-${stamp}.png`, size: png.length } }),
    ).rejects.toMatchObject({ name: 'ValidationError', data: { errors: [{ message: imageTooLargeMessage(9000, 9000), path: 'file' }] } })
    expect((await payload.count({ collection: 'media', where: { filename: { like: `huge-${stamp}` } } })).totalDocs).toBe(0)
  })

  it('serves an uploaded SVG under its own policy: no script, a sandbox, as an attachment; a PDF without script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>')
    const image = await payload.create({ collection: 'media', context: ctx, data: { alt: 'Red square' }, file: { data: svg, mimetype: 'image/svg+xml', name: `square-${stamp}.svg`, size: svg.length } })
    const served = await rest(`/api/media/file/${image.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('image/svg+xml')
    const policy = served.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'none'")
    expect(policy).toMatch(/(^|; )sandbox($|;)/)
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')

    const pdf = await upload('served', samplePdf('Certificate (test)', ['Plain text.']))
    const document = await rest(`/api/${DOCUMENTS_SLUG}/file/${pdf.filename}`)
    expect(document.status).toBe(200)
    expect(document.headers.get('content-security-policy')).toContain("script-src 'none'")
    expect(document.headers.get('content-disposition')).toBeNull()
    await payload.delete({ collection: DOCUMENTS_SLUG, id: pdf.id, context: ctx })
    await payload.delete({ collection: 'media', id: image.id, context: ctx })
  })

  it('answers a file that is not there with a 404 and a message, not a 500', async () => {
    for (const path of [`/api/media/file/not-there-${stamp}.jpg`, `/api/${DOCUMENTS_SLUG}/file/not-there-${stamp}.pdf`]) {
      const response = await rest(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] })
    }
    // A name that leaves the folder is still refused by Payload (no upload has that name).
    expect((await rest('/api/media/file/..%2F..%2Fpackage.json')).status).toBe(403)
  })
})
