import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { heroFixture } from '@/blocks/Hero2025/fixtures'
import { imageFixture } from '@/blocks/Image/fixtures'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }

describe(`deleting media a page uses (${adapterName()})`, () => {
  it('is refused with the names of the pages, then allowed once no page uses it', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0b2545' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Image in use (test)' }, file: { data, mimetype: 'image/png', name: 'in-use.png', size: data.length }, context: ctx })
    const page = await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: 'Page with a sidebar image',
        slug: `media-in-use-${Date.now()}`,
        _status: 'published',
        layout: [{ ...heroFixture, sidebar: { ...heroFixture.sidebar, ctaCard: { ...heroFixture.sidebar.ctaCard, image: media.id } } }],
      },
    })

    await expect(payload.delete({ collection: 'media', id: media.id, context: ctx })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Page with a sidebar image'),
    })
    expect((await payload.findByID({ collection: 'media', id: media.id, depth: 0 })).id).toBe(media.id)

    await payload.update({ collection: 'pages', id: page.id, data: { layout: [heroFixture] }, context: ctx })
    await payload.delete({ collection: 'media', id: media.id, context: ctx })
    expect((await payload.find({ collection: 'media', where: { id: { equals: media.id } }, depth: 0 })).totalDocs).toBe(0)
  })

  it('is refused while a reusable block uses it', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3d7ad6' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Image in a reusable block (test)' }, file: { data, mimetype: 'image/png', name: 'in-reusable.png', size: data.length }, context: ctx })
    const block = await payload.create({
      collection: REUSABLE_BLOCKS_SLUG,
      context: ctx,
      data: { title: `Reusable with an image ${Date.now()}`, layout: [{ ...imageFixture, image: media.id }] },
    })
    await expect(payload.delete({ collection: 'media', id: media.id, context: ctx })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`${block.title} (reusable block)`),
    })
  })
})
