import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { queryPageBySlug } from '@/server/pages/queryPage'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }

describe(`reusable blocks (${adapterName()})`, () => {
  it('arrive with their own layout, uploads included, when a visitor reads a page that places one', async () => {
    const payload = await testPayload()
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#d6e9ff' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'Reusable image (test)' }, file: { data, mimetype: 'image/png', name: 'reusable.png', size: data.length }, context: ctx })
    const reusable = await payload.create({
      collection: REUSABLE_BLOCKS_SLUG,
      context: ctx,
      data: { title: 'Shared promo (test)', layout: [{ blockType: 'group', heading: 'Shared (test)', blocks: [{ ...promoCardFixture, image: media.id }] }] },
    })
    const slug = `reusable-${Date.now()}`
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Places a reusable block', slug, _status: 'published', layout: [{ blockType: 'reusableBlock', reusableBlock: reusable.id }] } })

    const page = await queryPageBySlug(slug, false)
    const placed = page?.layout?.[0]
    expect(placed?.blockType).toBe('reusableBlock')
    const doc = placed?.blockType === 'reusableBlock' ? placed.reusableBlock : null
    expect(doc).toMatchObject({ id: reusable.id, title: 'Shared promo (test)' })
    const group = typeof doc === 'object' ? doc?.layout?.[0] : undefined
    const promo = group?.blockType === 'group' ? group.blocks?.[0] : undefined
    expect(promo?.blockType === 'promoCard' ? promo.image : undefined).toMatchObject({ id: media.id, alt: 'Reusable image (test)' })
  })

  it('a link to another page brings that page\'s title and slug, not its blocks (Pages defaultPopulate)', async () => {
    const payload = await testPayload()
    const stamp = Date.now()
    const target = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Linked page (test)', slug: `linked-${stamp}`, _status: 'published', layout: [promoCardFixture] } })
    const slug = `links-${stamp}`
    const link = { type: 'reference' as const, reference: target.id, label: 'Go (test)' }
    await payload.create({ collection: 'pages', context: ctx, data: { title: 'Links a page', slug, _status: 'published', layout: [{ ...promoCardFixture, link }] } })

    const page = await queryPageBySlug(slug, false)
    const block = page?.layout?.[0]
    const reference = block?.blockType === 'promoCard' ? block.link?.reference : undefined
    expect(reference).toMatchObject({ id: target.id, title: 'Linked page (test)', slug: `linked-${stamp}` })
    expect(reference).not.toHaveProperty('layout')
  })

  it('cannot hold another reusable block, so none can contain itself', async () => {
    const payload = await testPayload()
    const first = await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: 'First (test)', layout: [promoCardFixture] } })
    const self = { blockType: 'reusableBlock', reusableBlock: first.id }
    await expect(
      payload.update({ collection: REUSABLE_BLOCKS_SLUG, id: first.id, context: ctx, data: { layout: [promoCardFixture, self] as never } }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
    const stored = await payload.findByID({ collection: REUSABLE_BLOCKS_SLUG, id: first.id, depth: 0 })
    expect(stored.layout?.map((b) => b.blockType)).toEqual(['promoCard'])
  })

  it('cleans custom HTML when it is saved', async () => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection: REUSABLE_BLOCKS_SLUG,
      context: ctx,
      data: { title: 'HTML (test)', layout: [{ blockType: 'html', html: '<p onclick="x()">Hi <a href="javascript:x()">there</a></p><script>x()</script>' }] },
    })
    const block = doc.layout?.[0]
    expect(block?.blockType === 'html' ? block.html : undefined).toBe('<p>Hi <a>there</a></p>')
  })
})
