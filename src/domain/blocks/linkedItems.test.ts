import { describe, expect, it } from 'vitest'
import { linkedItems } from './linkedItems'

const tile = (label: string | null, url: string | null) => ({ title: label, link: { type: 'custom' as const, url, label } })

describe('linkedItems', () => {
  it('keeps items with a safe target and link text, in order', () => {
    const result = linkedItems([tile('Rebates', '/rebates/'), tile('Dealers', '/find-a-dealer/')])
    expect(result.map((r) => [r.label, r.href])).toEqual([
      ['Rebates', '/rebates/'],
      ['Dealers', '/find-a-dealer/'],
    ])
  })

  it('leaves out items without a target, with an unsafe URL, without text, or whose page is gone', () => {
    const result = linkedItems([
      tile('No target', null),
      tile('Script', 'javascript:alert(1)'),
      tile('  ', '/rebates/'),
      { link: { type: 'reference' as const, reference: 7, label: 'Deleted page' } },
      { link: { type: 'reference' as const, reference: { slug: 'schedule-service' }, label: 'Service' } },
    ])
    expect(result.map((r) => r.href)).toEqual(['/schedule-service/'])
  })

  it('keeps at most the maximum', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((x) => tile(x, `/${x}/`))
    expect(linkedItems(five, 4).map((r) => r.label)).toEqual(['a', 'b', 'c', 'd'])
    expect(linkedItems(null)).toEqual([])
  })
})
