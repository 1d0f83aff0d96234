import { describe, expect, it } from 'vitest'
import { LIST_ICONS, LIST_ICON_LABELS, listIcon } from './iconList'

describe('listIcon', () => {
  it('keeps an icon of the set', () => {
    expect(listIcon('flame')).toBe('flame')
    expect(listIcon('clock')).toBe('clock')
  })

  it('falls back to the check mark for anything else', () => {
    expect(listIcon('rocket')).toBe('check')
    expect(listIcon(null)).toBe('check')
    expect(listIcon(3)).toBe('check')
  })

  it('names every icon for the editor', () => {
    for (const icon of LIST_ICONS) expect(LIST_ICON_LABELS[icon]).toMatch(/\S/)
  })
})
