import { describe, expect, it } from 'vitest'
import { layoutText, readingTimeLabel, readingTimeMinutes } from './readingTime'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('reading time', () => {
  it('counts the prose of blocks and rich text, not ids, types, urls or settings', () => {
    const layout = [
      {
        id: 'abc123',
        blockType: 'content',
        settings: { spacing: 'standard', anchor: 'intro' },
        richText: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Change your filter often.' }] }] } },
      },
      { id: 'x', blockType: 'promoCard', title: 'Save energy', link: { type: 'custom', url: '/rebates/', label: 'Check rebates' } },
    ]
    expect(layoutText(layout)).toEqual(['Change your filter often.', 'Save energy', 'Check rebates'])
  })

  it('rounds up to whole minutes at 200 words a minute', () => {
    expect(readingTimeMinutes([{ blockType: 'content', text: words(1) }])).toBe(1)
    expect(readingTimeMinutes([{ blockType: 'content', text: words(200) }])).toBe(1)
    expect(readingTimeMinutes([{ blockType: 'content', text: words(201) }])).toBe(2)
    expect(readingTimeMinutes([{ blockType: 'content', text: words(450) }])).toBe(3)
  })

  it('is 0 for an empty layout, and labels only positive minutes', () => {
    expect(readingTimeMinutes(null)).toBe(0)
    expect(readingTimeMinutes([])).toBe(0)
    expect(readingTimeLabel(3)).toBe('3 min read')
    expect(readingTimeLabel(0)).toBeNull()
    expect(readingTimeLabel(null)).toBeNull()
  })
})
