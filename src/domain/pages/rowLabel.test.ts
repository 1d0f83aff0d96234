import { describe, expect, it } from 'vitest'
import { rowLabelText } from './rowLabel'

describe('rowLabelText', () => {
  it('takes the first of title, heading, headline, question', () => {
    expect(rowLabelText({ heading: 'Save on cooling', title: 'Hero title' })).toBe('Hero title')
    expect(rowLabelText({ headline: '  Rebates   near you ' })).toBe('Rebates near you')
    expect(rowLabelText({ question: 'How often?' })).toBe('How often?')
  })

  it('reads a row that is one link (topic lists, link boxes) by its link text', () => {
    expect(rowLabelText({ link: { type: 'custom', url: '/x/', label: 'Heat pumps' } })).toBe('Heat pumps')
    expect(rowLabelText({ title: 'Box', link: { label: 'Heat pumps' } })).toBe('Box')
  })

  it('shortens long text and gives nothing without a text field', () => {
    expect(rowLabelText({ title: 'x'.repeat(100) })).toHaveLength(60)
    expect(rowLabelText({ richText: {} })).toBe('')
    expect(rowLabelText(null)).toBe('')
  })
})
