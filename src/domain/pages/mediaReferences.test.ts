import { describe, expect, it } from 'vitest'
import { layoutUsesMedia } from './mediaReferences'

const paths = { hero2025: ['backgroundImage', 'sidebar.ctaCard.image'], gallery: ['items.*.image'] }

describe('layoutUsesMedia', () => {
  it('finds an id in top-level, nested and array media fields, stored or populated', () => {
    expect(layoutUsesMedia([{ blockType: 'hero2025', backgroundImage: 4 }], 4, paths)).toBe(true)
    expect(layoutUsesMedia([{ blockType: 'hero2025', sidebar: { ctaCard: { image: { id: 4, url: '/x.jpg' } } } }], 4, paths)).toBe(true)
    expect(layoutUsesMedia([{ blockType: 'gallery', items: [{ image: 2 }, { image: 4 }] }], 4, paths)).toBe(true)
  })

  it('ignores the same number in fields that are not media', () => {
    expect(layoutUsesMedia([{ blockType: 'hero2025', backgroundImage: 5, title: 4 }], 4, paths)).toBe(false)
    expect(layoutUsesMedia([{ blockType: 'faq', image: 4 }], 4, paths)).toBe(false)
    expect(layoutUsesMedia(null, 4, paths)).toBe(false)
  })
})
