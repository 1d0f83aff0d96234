import { describe, expect, it } from 'vitest'
import { gridItemPath, gridItems } from './tipsGrids'

describe('tips grids', () => {
  it('lists ten maintenance pages, each path ending with a slash', () => {
    const paths = gridItems('maintenance').map((item) => gridItemPath('maintenance', item.slug))
    expect(paths).toHaveLength(10)
    expect(paths).toContain('/resources/maintenance-tips/clean-or-change-filter/')
    expect(paths.every((p) => p.endsWith('/'))).toBe(true)
  })

  it('lists ten troubleshooting pages without a trailing slash', () => {
    const paths = gridItems('troubleshooting').map((item) => gridItemPath('troubleshooting', item.slug))
    expect(paths).toHaveLength(10)
    expect(paths).toContain('/resources/troubleshooting/thermostat-controls')
    expect(paths.some((p) => p.endsWith('/'))).toBe(false)
  })
})
