import { describe, expect, it } from 'vitest'
import type { ReusableBlock } from '@/payload-types'
import { reusableBlockChildSlugs } from '../index'
import { RenderBlocks } from '../RenderBlocks'
import { renderHtml } from '../../../tests/support/renderHtml'
import type { LayoutBlock } from '../types'
import { reusableBlockFixture, sampleReusableBlock } from './fixtures'

const render = (block: LayoutBlock) => renderHtml(<RenderBlocks blocks={[block]} />)

describe('ReusableBlock', () => {
  it('shows the layout of the reusable block it points at', async () => {
    const html = await render(reusableBlockFixture)
    expect(html).toMatch(/data-block="reusableBlock".*data-block="promoCard"/s)
    expect(html).toContain('One reminder, many pages')
  })

  it('cannot hold a reusable block: the collection offers every block but that one', () => {
    expect(reusableBlockChildSlugs).not.toContain('reusableBlock')
    expect(reusableBlockChildSlugs).toEqual(expect.arrayContaining(['content', 'group', 'columns', 'html']))
  })

  it('skips a reusable block stored inside itself instead of recursing', async () => {
    // Stored data that predates the rule above (the generated type cannot express it).
    const looping = { ...sampleReusableBlock, layout: [...sampleReusableBlock.layout] } as ReusableBlock
    const self: unknown = { blockType: 'reusableBlock', reusableBlock: looping }
    looping.layout = [...(looping.layout ?? []), self as NonNullable<ReusableBlock['layout']>[number]]
    const html = await render({ blockType: 'reusableBlock', reusableBlock: looping })
    expect(html.match(/One reminder, many pages/g)).toHaveLength(1)
  })

  it('renders nothing for a missing reference', async () => {
    const html = await render({ blockType: 'reusableBlock', reusableBlock: null as unknown as number })
    expect(html).toBe('<div data-block="reusableBlock" class="block block--spacing-standard"></div>')
  })
})
