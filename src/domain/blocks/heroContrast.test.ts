import { describe, expect, it } from 'vitest'
import { heroContrastProblem, heroTextContrast, overlayOf, relativeLuminance, type RgbPixels } from './heroContrast'

const solid = (r: number, g: number, b: number, width = 40, height = 20): RgbPixels => ({ width, height, data: Array.from({ length: width * height }, () => [r, g, b]).flat() })
const SKY = [135, 206, 235] as const

describe('hero text contrast', () => {
  it('measures luminance as WCAG does', () => {
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1)
    expect(relativeLuminance(0, 0, 0)).toBe(0)
  })
  it('passes white text on a sky under the dark overlay and fails it under the light one or none', () => {
    const sky = solid(...SKY)
    expect(heroTextContrast(sky, 'strong')).toBeGreaterThanOrEqual(4.5)
    expect(heroTextContrast(sky, 'light')).toBeLessThan(4.5)
    expect(heroTextContrast(sky, 'none')).toBeLessThan(2)
  })
  it('passes a dark image with no overlay at all', () => {
    expect(heroTextContrast(solid(20, 30, 40), 'none')).toBeGreaterThan(10)
  })
  it('judges the text area: a bright right edge does not fail a dark left side', () => {
    const width = 40
    const height = 20
    const data: number[] = []
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.push(...(x < width * 0.6 ? [15, 20, 30] : [250, 250, 250]))
    expect(heroTextContrast({ width, height, data }, 'none')).toBeGreaterThan(10)
  })
  it('says what to do when the text would be hard to read', () => {
    expect(heroContrastProblem(5, 'light')).toBeNull()
    expect(heroContrastProblem(2.97, 'light')).toBe('White text is hard to read on this image with the “Light” overlay: its contrast is 2.9:1, and it needs at least 4.5:1. Choose the “Dark” overlay or a darker image.')
    expect(overlayOf(undefined)).toBe('strong')
    expect(overlayOf('none')).toBe('none')
  })
})
