import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { RenderBlocks } from '../RenderBlocks'
import type { LayoutBlock } from '../types'
import { faqFixture } from '../Faq/fixtures'
import { freeformFixture } from '../Freeform/fixtures'
import { columnsFixture, threeColumnsFixture } from './fixtures'

const render = (block: LayoutBlock) => renderHtml(<RenderBlocks blocks={[block]} />)
const spans = (html: string) => [...html.matchAll(/columns-block__column--span-(\d+)/g)].map((m) => Number(m[1]))

describe('Columns', () => {
  it('renders each column with its blocks, in order, under the heading', async () => {
    const html = await render(columnsFixture)
    expect(html).toMatch(/<h2 class="columns-block__heading">Before and after you call<\/h2>/)
    expect(spans(html)).toEqual([6, 6])
    const [first, second] = html.split('columns-block__column ').slice(1)
    expect(first).toContain('data-block="content"')
    expect(first).toContain('Before you call for service')
    expect(second).toContain('data-block="faq"')
  })

  it('maps the widths to spans of the 12-column grid, automatic ones sharing the rest', async () => {
    expect(spans(await render(threeColumnsFixture))).toEqual([4, 4, 4])
    const column = (width: '4' | '6' | '8' | 'auto') => ({ width, blocks: [freeformFixture] })
    expect(spans(await render({ blockType: 'columns', columns: [column('6'), column('auto'), column('auto')] }))).toEqual([6, 3, 3])
    expect(spans(await render({ blockType: 'columns', columns: [column('8'), column('4')] }))).toEqual([8, 4])
  })

  it('keeps an empty column in its place and renders nothing without columns', async () => {
    const html = await render({ ...columnsFixture, columns: [{ width: '6', blocks: [] }, { width: '6', blocks: [faqFixture] }] })
    expect(spans(html)).toEqual([6, 6])
    expect(html).toContain('data-block="faq"')
    expect(await render({ blockType: 'columns', columns: [] })).toBe('<div data-block="columns" class="block block--spacing-standard"></div>')
  })
})
