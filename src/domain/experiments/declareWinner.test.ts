import { describe, expect, it } from 'vitest'
import { layoutWithWinner } from './declareWinner'

describe('layoutWithWinner', () => {
  it('replaces the placements of this experiment only, keeping id and settings', () => {
    const layout = [
      { blockType: 'hero', id: 'h1' },
      { blockType: 'experimentPlacement', id: 'p1', experiment: 7, settings: { spacing: 'compact', hidden: false } },
      { blockType: 'experimentPlacement', id: 'p2', experiment: { id: 8 } },
      { blockType: 'experimentPlacement', id: 'p3', experiment: { id: 7, key: 'offer' } },
    ]
    expect(layoutWithWinner(layout, 7, 42)).toEqual([
      { blockType: 'hero', id: 'h1' },
      { blockType: 'reusableBlock', id: 'p1', reusableBlock: 42, settings: { spacing: 'compact', hidden: false } },
      { blockType: 'experimentPlacement', id: 'p2', experiment: { id: 8 } },
      { blockType: 'reusableBlock', id: 'p3', reusableBlock: 42 },
    ])
  })

  it('null when the page has no placement of it', () => {
    expect(layoutWithWinner([{ blockType: 'experimentPlacement', experiment: 8 }], 7, 42)).toBeNull()
    expect(layoutWithWinner([], 7, 42)).toBeNull()
    expect(layoutWithWinner(null, 7, 42)).toBeNull()
  })
})
