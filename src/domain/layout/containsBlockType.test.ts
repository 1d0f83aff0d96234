import { describe, expect, it } from 'vitest'
import { containsBlockType } from './containsBlockType'

describe('containsBlockType', () => {
  it('finds a block at the top of a layout or nested in groups and columns', () => {
    expect(containsBlockType([{ blockType: 'content' }, { blockType: 'reusableBlock', reusableBlock: 1 }], 'reusableBlock')).toBe(true)
    const nested = [{ blockType: 'group', blocks: [{ blockType: 'columns', columns: [{ width: '6', blocks: [{ blockType: 'reusableBlock' }] }] }] }]
    expect(containsBlockType(nested, 'reusableBlock')).toBe(true)
  })

  it('is false for layouts without it, and for empty or odd values', () => {
    expect(containsBlockType([{ blockType: 'group', blocks: [{ blockType: 'content', richText: { root: { children: [] } } }] }], 'reusableBlock')).toBe(false)
    expect(containsBlockType(null, 'reusableBlock')).toBe(false)
    expect(containsBlockType([], 'reusableBlock')).toBe(false)
    expect(containsBlockType('reusableBlock', 'reusableBlock')).toBe(false)
  })
})
