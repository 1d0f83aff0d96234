import { describe, expect, it } from 'vitest'
import { rowLabelText } from './rowLabel'

describe('rowLabelText', () => {
  it('takes the first of title, heading, headline, question', () => {
    expect(rowLabelText({ heading: 'Save on cooling', title: 'Hero title' })).toBe('Hero title')
    expect(rowLabelText({ headline: '  Rebates   near you ' })).toBe('Rebates near you')
    expect(rowLabelText({ question: 'How often?' })).toBe('How often?')
  })

  it('shortens long text and gives nothing without a text field', () => {
    expect(rowLabelText({ title: 'x'.repeat(100) })).toHaveLength(60)
    expect(rowLabelText({ richText: {} })).toBe('')
    expect(rowLabelText(null)).toBe('')
  })
})
