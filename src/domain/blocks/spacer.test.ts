import { describe, expect, it } from 'vitest'
import { spacerHeights } from './spacer'

describe('spacer heights by band', () => {
  it('uses the size chosen for each band', () => {
    expect(spacerHeights({ mobile: 'sm', tablet: 'lg', desktop: 'xxl' })).toEqual({ mobile: 16, tablet: 48, desktop: 96 })
  })

  it('an empty band takes the next smaller band’s size; no mobile size means md', () => {
    expect(spacerHeights({ mobile: 'xs' })).toEqual({ mobile: 8, tablet: 8, desktop: 8 })
    expect(spacerHeights({ mobile: 'none', desktop: 'xl' })).toEqual({ mobile: 0, tablet: 0, desktop: 64 })
    expect(spacerHeights({})).toEqual({ mobile: 32, tablet: 32, desktop: 32 })
  })

  it('an unknown size counts as empty', () => {
    expect(spacerHeights({ mobile: 'huge', tablet: 'lg' })).toEqual({ mobile: 32, tablet: 48, desktop: 48 })
  })
})
