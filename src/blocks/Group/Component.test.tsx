import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { MAX_BLOCK_NESTING, RenderBlocks } from '../RenderBlocks'
import type { LayoutBlock } from '../types'
import { freeformFixture } from '../Freeform/fixtures'
import { promoCardFixture } from '../PromoCard/fixtures'
import { groupFixture, groupWithColumnsFixture } from './fixtures'

const render = (block: LayoutBlock) => renderHtml(<RenderBlocks blocks={[block]} />)

describe('Group', () => {
  it('shows its heading and background, then the blocks it holds, each in its own frame', async () => {
    const html = await render(groupFixture)
    expect(html).toContain('group-block--bg-light-gray')
    expect(html).toMatch(/<h2 class="group-block__heading">Keep your system running well<\/h2>/)
    const freeform = html.indexOf('data-block="freeform"')
    const promo = html.indexOf('data-block="promoCard"')
    expect(freeform).toBeGreaterThan(html.indexOf('Keep your system running well'))
    expect(promo).toBeGreaterThan(freeform)
    expect(html).toContain('Rebates may lower your cost')
  })

  it('holds columns, which hold their own blocks', async () => {
    const html = await render(groupWithColumnsFixture)
    expect(html).toContain('group-block--bg-baby-blue')
    expect(html).toMatch(/data-block="group".*data-block="columns".*data-block="freeform"/s)
    expect(html.match(/data-block="freeform"/g)).toHaveLength(3)
  })

  it('leaves out a hidden block inside it, and renders nothing with neither heading nor blocks', async () => {
    const html = await render({ ...groupFixture, blocks: [freeformFixture, { ...promoCardFixture, settings: { hidden: true } }] })
    expect(html).not.toContain('data-block="promoCard"')
    expect(await render({ blockType: 'group', blocks: [] })).toBe('<div data-block="group" class="block block--spacing-standard"></div>')
  })

  it('stops rendering blocks nested deeper than a page allows, instead of recursing without end', async () => {
    // Stored data the configs would refuse (a group in a group in a group...): the type cannot express it.
    let nested: unknown = { blockType: 'freeform', text: 'Innermost (test)' }
    for (let level = 0; level < MAX_BLOCK_NESTING + 2; level++) nested = { blockType: 'group', heading: `Level ${level} (test)`, blocks: [nested] }
    const html = await render(nested as LayoutBlock)
    expect(html.match(/data-block="group"/g)).toHaveLength(MAX_BLOCK_NESTING + 1)
    expect(html).not.toContain('Innermost (test)')
  })
})
