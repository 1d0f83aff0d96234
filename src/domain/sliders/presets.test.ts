import { describe, expect, it } from 'vitest'
import { GENERIC_PRESET, PAGE_BLOCKS_PRESET, autoAdvanceDelayMs, emblaDuration, startSlideForPath, wrapIndex } from './presets'

describe('slider presets', () => {
  it('keeps the two presets of the specs apart', () => {
    expect(GENERIC_PRESET).toMatchObject({ perView: { mobile: 1, tablet: 1, desktop: 1 }, durationMs: 300, swipeThresholdPx: 5, gapPx: { mobile: 5, tablet: 15, desktop: 30 } })
    expect(PAGE_BLOCKS_PRESET).toMatchObject({ scroll: 'view', durationMs: 500, loop: false })
    expect(PAGE_BLOCKS_PRESET.perView.desktop).toBe(3)
  })

  it('auto-advances only when switched on with a non-zero delay, 10 s by default', () => {
    expect(autoAdvanceDelayMs(true, undefined)).toBe(10_000)
    expect(autoAdvanceDelayMs(true, null)).toBe(10_000)
    expect(autoAdvanceDelayMs(true, 4)).toBe(4_000)
    expect(autoAdvanceDelayMs(true, 0)).toBeNull()
    expect(autoAdvanceDelayMs(true, -3)).toBeNull()
    expect(autoAdvanceDelayMs(false, 5)).toBeNull()
    expect(autoAdvanceDelayMs(null, 5)).toBeNull()
  })

  it('maps milliseconds onto Embla’s duration scale', () => {
    expect(emblaDuration(300)).toBe(15)
    expect(emblaDuration(500)).toBe(25)
    expect(emblaDuration(5_000)).toBe(60)
    expect(emblaDuration(0)).toBe(10)
  })

  it('starts the link slider at the slide of the current path, ignoring slashes and queries', () => {
    const urls = ['/rebates/', '/find-a-dealer/', null, '/schedule-service']
    expect(startSlideForPath(urls, '/find-a-dealer')).toBe(1)
    expect(startSlideForPath(urls, '/schedule-service/?utm=x')).toBe(3)
    expect(startSlideForPath(urls, '/elsewhere/')).toBe(0)
    expect(startSlideForPath(['https://example.org/rebates/'], '/rebates/')).toBe(0)
  })

  it('wraps an index both ways', () => {
    expect(wrapIndex(-1, 4)).toBe(3)
    expect(wrapIndex(4, 4)).toBe(0)
    expect(wrapIndex(9, 4)).toBe(1)
    expect(wrapIndex(2, 0)).toBe(0)
  })
})

describe('editor-typed styling', () => {
  it('keeps only safe class tokens and colours', async () => {
    const { safeClassNames, safeColor } = await import('./presets')
    expect(safeClassNames(' promo  wide-slider "><script> x:y ')).toBe('promo wide-slider')
    expect(safeColor('#0b2545')).toBe('#0b2545')
    expect(safeColor('rgb(11, 37, 69)')).toBe('rgb(11, 37, 69)')
    expect(safeColor('navy')).toBe('navy')
    expect(safeColor('red; background:url(x)')).toBeUndefined()
    expect(safeColor('')).toBeUndefined()
  })
})
