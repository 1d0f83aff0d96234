import { describe, expect, it } from 'vitest'
import { clickName, clickTrackingText } from './clickTracking'

describe('clickTrackingText', () => {
  it('uses the editor’s tracking text', () => {
    expect(clickTrackingText(' Hero: find a dealer ')).toEqual({ text: 'Hero: find a dealer', missing: false, warning: 'Improperly tracked clickable element' })
  })

  it('falls back to N/A and flags the element when the text is missing', () => {
    expect(clickTrackingText(undefined)).toMatchObject({ text: 'N/A', missing: true })
    expect(clickTrackingText('  ')).toMatchObject({ text: 'N/A', missing: true })
  })
})

describe('clickName', () => {
  it('takes the element’s own name first, whatever it says', () => {
    expect(clickName({ track: 'Hero: find a dealer', area: 'hero2025', label: 'Go' })).toEqual({ text: 'Hero: find a dealer', missing: false })
  })

  it('names an element without one by its area and what it says', () => {
    expect(clickName({ track: null, area: 'Header', label: '  Air\n conditioners ' })).toEqual({ text: 'Header: Air conditioners', missing: false })
    expect(clickName({ track: null, area: 'faq', label: 'What is SEER?' })).toEqual({ text: 'faq: What is SEER?', missing: false })
    expect(clickName({ track: null, area: 'Footer', label: 'x'.repeat(300) }).text).toHaveLength('Footer: '.length + 100)
  })

  it('sends N/A and asks for the warning: a CMS link left unnamed, or an element outside any area or without words', () => {
    expect(clickName({ track: 'N/A', area: 'hero2025', label: 'Go' })).toEqual({ text: 'N/A', missing: true })
    expect(clickName({ track: '', area: 'hero2025', label: 'Go' })).toEqual({ text: 'N/A', missing: true })
    expect(clickName({ track: null, area: null, label: 'Go' })).toEqual({ text: 'N/A', missing: true })
    expect(clickName({ track: null, area: 'Header', label: '   ' })).toEqual({ text: 'N/A', missing: true })
  })
})
