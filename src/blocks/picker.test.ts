import fs from 'node:fs'
import path from 'node:path'
import type { BlocksField, Field } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BlockPickerDescriptions } from './BlockPickerDescriptions'
import { Pages } from '@/collections/Pages'
import { ReusableBlocks } from '@/collections/ReusableBlocks'
import { developerWordIn } from '@/fields/labelAudit'
import { blockPicker, blocks, OLDER_PAGES_BLOCK_TYPES, pageBlocks, pageBlockSlugs } from './index'
import { BLOCK_GROUPS, THUMBNAIL_FOLDER, THUMBNAIL_SIZE } from './picker'
import { renderHtml } from '../../tests/support/renderHtml'

const root = path.resolve(import.meta.dirname, '../..')
const thumbnailFile = (slug: string) => path.join(root, THUMBNAIL_FOLDER, `${slug}.webp`)

describe('the block picker', () => {
  it.each(blockPicker.map((block) => [block.slug, block] as const))('shows %s with a group, a one-line description and its thumbnail', async (slug, block) => {
    expect(Object.values(BLOCK_GROUPS)).toContain(block.group)
    expect(block.description.trim().length, 'description').toBeGreaterThan(20)
    // One line under the name in a card about 200 px wide: a sentence, short, in editor language.
    expect(block.description).toMatch(/^[A-Z“].*\.$/)
    expect(block.description.length).toBeLessThanOrEqual(80)
    expect(block.description).not.toContain('\n')
    expect(developerWordIn(block.description)).toBeNull()
    // Made by `npm run blocks:thumbnails` from the block gallery and committed.
    expect(fs.existsSync(thumbnailFile(slug)), `${THUMBNAIL_FOLDER}/${slug}.webp is missing: run npm run blocks:thumbnails -- ${slug}`).toBe(true)
    const image = await sharp(thumbnailFile(slug)).metadata()
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: 'webp', ...THUMBNAIL_SIZE })
    expect(block.thumbnail).toBe(`/admin/blocks/${slug}.webp`)
  })

  it('gives every block a description of its own, keeps no thumbnail of a removed block, and stays small', () => {
    expect(new Set(blockPicker.map((block) => block.description)).size).toBe(blockPicker.length)
    const files = fs.readdirSync(path.join(root, THUMBNAIL_FOLDER)).sort()
    expect(files).toEqual(blockPicker.map((block) => `${block.slug}.webp`).sort())
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(root, THUMBNAIL_FOLDER, file)).size, 0)
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024)
  })

  it('hands Payload each block’s group and thumbnail, its description as the thumbnail’s text', () => {
    for (const block of pageBlocks) {
      const entry = blockPicker.find((b) => b.slug === block.slug)!
      expect(block.admin?.group).toBe(entry.group)
      expect(block.admin?.images?.thumbnail).toEqual({ url: entry.thumbnail, alt: entry.description })
    }
  })

  it('offers the blocks group by group, in the order of the groups', () => {
    const groups: string[] = pageBlockSlugs.map((slug) => blockPicker.find((b) => b.slug === slug)!.group)
    const order: string[] = Object.values(BLOCK_GROUPS)
    // Payload shows a group where its first block comes: each group in one run, in the listed order.
    const runs = groups.filter((group, i) => group !== groups[i - 1])
    expect(runs).toEqual(order.filter((group) => groups.includes(group)))
    expect(blockPicker.map((b) => b.slug)).toEqual(pageBlockSlugs)
  })

  it('shows each description under the block’s name, once for screen readers (the thumbnail’s text)', async () => {
    const html = await renderHtml(BlockPickerDescriptions())
    for (const { thumbnail, description } of blockPicker) {
      const text = description.replace(/"/g, '\\22 ')
      expect(html).toContain(`.blocks-drawer__block:has(img[src="${thumbnail}"]) .thumbnail-card__label::after{content:"${text}" / ""}`)
    }
  })
})

type Filter = Extract<NonNullable<BlocksField['filterOptions']>, (...args: never[]) => unknown>
const filterOf = (field: Field | undefined): Filter => {
  if (field?.type !== 'blocks' || typeof field.filterOptions !== 'function') throw new Error('no block filter')
  return field.filterOptions
}
const offered = async (filter: Filter, siblingData: Record<string, unknown>) => {
  const result = await filter({ id: 1, data: siblingData, siblingData, req: {} as never, user: null })
  return result === true ? pageBlockSlugs : result
}
const layoutField = (fields: Field[]): Field | undefined =>
  fields.flatMap((field) => (field.type === 'tabs' ? field.tabs.flatMap((tab) => tab.fields) : [field])).find((field) => 'name' in field && field.name === 'layout')

describe('blocks kept only for older pages', () => {
  it('are the classic text block', () => {
    expect(OLDER_PAGES_BLOCK_TYPES).toEqual(['freeform'])
    expect(blocks.find((block) => block.fixtures[0].blockType === 'freeform')?.group).toBe('olderPagesOnly')
  })

  it('are not offered on a new page or in a new reusable block', async () => {
    for (const fields of [Pages.fields, ReusableBlocks.fields]) {
      const choices = await offered(filterOf(layoutField(fields)), { layout: [] })
      expect(choices).not.toContain('freeform')
      expect(choices).toContain('content')
    }
  })

  it('stay offered, and allowed to save, where the layout already holds one', async () => {
    const filter = filterOf(layoutField(Pages.fields))
    const choices = await offered(filter, { layout: [{ blockType: 'content' }, { blockType: 'freeform' }] })
    expect(choices).toContain('freeform')
    expect(choices).toContain('content')
  })

  it('follow the same rule inside a group and inside a column', async () => {
    const group = pageBlocks.find((block) => block.slug === 'group')!
    const groupBlocks = filterOf(group.fields.find((field) => 'name' in field && field.name === 'blocks'))
    expect(await offered(groupBlocks, { blocks: [] })).not.toContain('freeform')
    expect(await offered(groupBlocks, { blocks: [{ blockType: 'freeform' }] })).toContain('freeform')

    const columns = pageBlocks.find((block) => block.slug === 'columns')!
    const columnRows = columns.fields.find((field) => 'name' in field && field.name === 'columns')
    if (columnRows?.type !== 'array') throw new Error('columns have no rows')
    const columnBlocks = filterOf(columnRows.fields.find((field) => 'name' in field && field.name === 'blocks'))
    expect(await offered(columnBlocks, { blocks: [] })).not.toContain('freeform')
    expect(await offered(columnBlocks, { blocks: [{ blockType: 'freeform' }] })).toContain('freeform')
  })
})
