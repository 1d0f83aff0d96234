import { describe, expect, it } from 'vitest'
import { gridItems, type GridKind } from '@/domain/tools/tipsGrids'
import { GUIDES } from './guides'

describe('the maintenance and troubleshooting guides', () => {
  it('cover every card of both grids with steps and when to call a dealer', () => {
    for (const kind of ['maintenance', 'troubleshooting'] as GridKind[]) {
      for (const item of gridItems(kind)) {
        const guide = GUIDES[kind][item.slug]
        expect(guide?.steps.length, `${kind}/${item.slug}`).toBeGreaterThanOrEqual(3)
        expect(guide?.callWhen, `${kind}/${item.slug}`).toMatch(/^Call a dealer/)
      }
      expect(Object.keys(GUIDES[kind]).sort()).toEqual(gridItems(kind).map((item) => item.slug).sort())
    }
  })
})
