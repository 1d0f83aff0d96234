import { describe, expect, it } from 'vitest'
import { imageSide } from './mediaText'

describe('imageSide', () => {
  it('puts the image on the right only when asked, on the left otherwise', () => {
    expect(imageSide('right')).toBe('right')
    expect(imageSide('left')).toBe('left')
    expect(imageSide(undefined)).toBe('left')
    expect(imageSide('middle')).toBe('left')
  })
})
