import { describe, expect, it } from 'vitest'
import { isUntouchedDraft } from './untouchedDraft'

const never = { hasPublishedVersion: false }

describe('isUntouchedDraft', () => {
  it('is the empty draft "Create New" makes', () => {
    expect(isUntouchedDraft({ _status: 'draft', title: null, slug: null, layout: [] }, never)).toBe(true)
    expect(isUntouchedDraft({ _status: 'draft', title: '  ' }, never)).toBe(true)
    // What the form holds on opening: the defaults, and the reading time the server works out.
    const opened = { _status: 'draft', isArticle: false, article: { categories: [], readingTime: 0 }, meta: { noIndex: false } }
    expect(isUntouchedDraft(opened, never)).toBe(true)
  })
  it('is not a page with anything an editor typed or added', () => {
    expect(isUntouchedDraft({ _status: 'draft', title: 'Summer sale' }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', slug: 'summer-sale' }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', layout: [{ blockType: 'hero' }] }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', meta: { description: 'Cool' } }, never)).toBe(false)
    // Ticked or chosen in the sidebar or the SEO tab, with no title yet: still the editor's work.
    expect(isUntouchedDraft({ _status: 'draft', isArticle: true }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', article: { categories: ['cooling'] } }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', article: { excerpt: 'Why filters matter' } }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', englishVersion: 12 }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft', meta: { noIndex: true } }, never)).toBe(false)
  })
  it('is never a page that was published', () => {
    expect(isUntouchedDraft({ _status: 'published' }, never)).toBe(false)
    expect(isUntouchedDraft({ _status: 'draft' }, { hasPublishedVersion: true })).toBe(false)
  })
})
