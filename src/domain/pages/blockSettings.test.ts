import { describe, expect, it } from 'vitest'
import { blockFrame, withoutHiddenBlocks } from './blockSettings'

describe('blockFrame', () => {
  it('names the block and applies spacing and anchor', () => {
    expect(blockFrame('faq', { spacing: 'extra', anchorId: 'questions' })).toEqual({
      'data-block': 'faq',
      id: 'questions',
      className: 'block block--spacing-extra',
    })
    expect(blockFrame('faq', null)).toEqual({ 'data-block': 'faq', id: undefined, className: 'block block--spacing-standard' })
  })

  it('hides a block the editor hid', () => {
    expect(blockFrame('faq', { hidden: true })).toBeNull()
  })
})

describe('withoutHiddenBlocks', () => {
  it('leaves out hidden blocks at any depth and changes nothing else', () => {
    const page = {
      title: 'T',
      layout: [
        { blockType: 'content', id: 'a', settings: { hidden: false } },
        { blockType: 'faq', id: 'b', settings: { hidden: true } },
        { blockType: 'group', id: 'c', blocks: [{ blockType: 'hero', id: 'd', settings: { hidden: true } }, { blockType: 'hero', id: 'e' }] },
      ],
      updatedAt: '2026-01-01',
    }
    expect(withoutHiddenBlocks(page)).toEqual({
      title: 'T',
      layout: [
        { blockType: 'content', id: 'a', settings: { hidden: false } },
        { blockType: 'group', id: 'c', blocks: [{ blockType: 'hero', id: 'e' }] },
      ],
      updatedAt: '2026-01-01',
    })
    expect(page.layout).toHaveLength(3)
  })
})
