import { describe, expect, it } from 'vitest'
import { planMoveRedirects } from './moveRedirects'

describe('planMoveRedirects', () => {
  it('redirects the old path to the new one', () => {
    expect(planMoveRedirects('old', 'new', [])).toEqual({ create: { from: '/old/', to: '/new/' }, retarget: [], remove: [] })
  })

  it('retargets redirects that led to the old path and drops one from the new path', () => {
    const existing = [
      { id: 1, from: '/older/', to: '/old/' },
      { id: 2, from: '/new/', to: '/old/' },
      { id: 3, from: '/old/', to: '/elsewhere/' },
    ]
    expect(planMoveRedirects('old', 'new', existing)).toEqual({ create: null, retarget: [1, 3], remove: [2] })
  })

  it('never redirects the home page’s path', () => {
    expect(planMoveRedirects('home', 'welcome', []).create).toBeNull()
  })
})
