import { describe, expect, it } from 'vitest'
import { blockFrame } from './blockSettings'

describe('blockFrame', () => {
  it('names the block and applies spacing and anchor', () => {
    expect(blockFrame('faq', { spacing: 'extra', anchorId: 'questions' })).toEqual({
      'data-block': 'faq',
      id: 'questions',
      className: 'block block--spacing-extra',
    })
    expect(blockFrame('faq', null)).toEqual({ 'data-block': 'faq', id: undefined, className: 'block block--spacing-standard' })
  })

  it('hides a block the editor hid', () => {
    expect(blockFrame('faq', { hidden: true })).toBeNull()
  })
})
