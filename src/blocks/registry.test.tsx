import fs from 'node:fs'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { blockFixtures, blocks, pageBlockSlugs } from './index'
import { RenderBlocks } from './RenderBlocks'
import { renderHtml } from '../../tests/support/renderHtml'
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

  it("writes each field's default text once: the component takes its fallback from the config", async () => {
    const folders = fs.readdirSync(import.meta.dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    const twice: string[] = []
    for (const folder of folders) {
      const { default: block } = (await import(`./${folder.name}/index.ts`)) as { default: (typeof blocks)[number] }
      const config = typeof block.config === 'function' ? block.config([]) : block.config
      const components = fs
        .readdirSync(`${import.meta.dirname}/${folder.name}`)
        .filter((file) => /^Component(\.client)?\.tsx$/.test(file))
        .map((file) => withoutComments(fs.readFileSync(`${import.meta.dirname}/${folder.name}/${file}`, 'utf8')))
      for (const text of textDefaults(config.fields)) {
        if (components.some((code) => code.includes(`'${text}'`) || code.includes(`"${text}"`))) twice.push(`${folder.name}: '${text}'`)
      }
    }
    expect(twice).toEqual([])
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

/** The default values of a block's text fields, however deep they sit. */
function textDefaults(fields: readonly Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if ((field.type === 'text' || field.type === 'textarea') && typeof field.defaultValue === 'string') return [field.defaultValue]
    if ('fields' in field) return textDefaults(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => textDefaults(tab.fields))
    return []
  })
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
