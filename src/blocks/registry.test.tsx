import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockFixtures, blocks, pageBlockSlugs } from './index'
import { RenderBlocks } from './RenderBlocks'
import { renderHtml } from './renderHtml'
import { blockComponents, type LayoutBlock } from './registry'

describe('block registry', () => {
  it('has a component and at least one fixture for every block an editor can place', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...pageBlockSlugs].sort())
    expect(Object.keys(blockFixtures).sort()).toEqual([...pageBlockSlugs].sort())
    for (const fixtures of Object.values(blockFixtures)) expect(fixtures.length).toBeGreaterThan(0)
  })

  it('lists every block folder once, with fixtures of its own type', async () => {
    const folders = fs.readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(blocks).toHaveLength(folders.length)
    for (const folder of folders) {
      const { default: block } = (await import(`./${folder.name}/index.ts`)) as { default: (typeof blocks)[number] }
      expect(blocks, folder.name).toContain(block)
      const slug = typeof block.config === 'function' ? block.config([]).slug : block.config.slug
      for (const fixture of block.fixtures) expect(fixture.blockType, folder.name).toBe(slug)
    }
  })

  it('renders every fixture of the blocks that need no database', async () => {
    // Blocks that read the database when they render are left to tests/int and e2e.
    const needDatabase = new Set(blocks.filter((block) => block.needsDatabase).map((block) => block.fixtures[0].blockType))
    for (const [type, fixtures] of Object.entries(blockFixtures)) {
      if (needDatabase.has(type as LayoutBlock['blockType'])) continue
      for (const fixture of fixtures) {
        const html = await renderHtml(<RenderBlocks blocks={[{ ...fixture, id: 'f1' } as LayoutBlock]} />)
        expect(html, type).toContain(`data-block="${type}"`)
        expect(html, type).not.toMatch(/^<div[^>]*><\/div>$/)
      }
    }
  })
})
