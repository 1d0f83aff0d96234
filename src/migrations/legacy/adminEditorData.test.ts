import { describe, expect, it } from 'vitest'
import { heroDisplayToHidden, titleOfLeadRow } from './adminEditorData'

describe('admin editor data migration', () => {
  it('folds a hidden hero into its block settings and drops the old switch', () => {
    const layout = [
      { blockType: 'hero', id: 'a', display: 'hide', title: 'Hidden', settings: { spacing: 'none' } },
      { blockType: 'hero', id: 'b', display: 'show', title: 'Shown' },
      { blockType: 'content', id: 'c', display: 'hide' },
    ]
    expect(heroDisplayToHidden(layout)).toEqual([
      { blockType: 'hero', id: 'a', title: 'Hidden', settings: { spacing: 'none', hidden: true } },
      { blockType: 'hero', id: 'b', title: 'Shown' },
      { blockType: 'content', id: 'c', display: 'hide' },
    ])
  })
  it('reaches heroes inside other blocks and leaves untouched layouts alone', () => {
    expect(heroDisplayToHidden([{ blockType: 'group', blocks: [{ blockType: 'hero', display: 'hide' }] }])).toEqual([{ blockType: 'group', blocks: [{ blockType: 'hero', settings: { hidden: true } }] }])
    expect(heroDisplayToHidden([{ blockType: 'hero', title: 'x' }])).toBeNull()
    expect(heroDisplayToHidden(null)).toBeNull()
  })
  it('titles a stored lead from its columns', () => {
    expect(titleOfLeadRow({ id: 1, first_name: 'Jane', last_name: 'Doe', kind: 'CONTACT_DEALER', created_at: '2026-11-25T10:00:00.000Z' })).toBe('Jane Doe · Contact a dealer · 25 Nov 2026')
  })
})
