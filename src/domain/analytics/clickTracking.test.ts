import { describe, expect, it } from 'vitest'
import { clickTrackingText } from './clickTracking'

describe('clickTrackingText', () => {
  it('uses the editor’s tracking text', () => {
    expect(clickTrackingText(' Hero: find a dealer ')).toEqual({ text: 'Hero: find a dealer', missing: false, warning: 'Improperly tracked clickable element' })
  })

  it('falls back to N/A and flags the element when the text is missing', () => {
    expect(clickTrackingText(undefined)).toMatchObject({ text: 'N/A', missing: true })
    expect(clickTrackingText('  ')).toMatchObject({ text: 'N/A', missing: true })
  })
})
