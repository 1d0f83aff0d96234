import { describe, expect, it } from 'vitest'
import { CARDS_PRESET, GENERIC_PRESET, LINK_PRESET, PAGE_BLOCKS_PRESET, autoAdvanceDelayMs, deviceMotion, emblaDuration, startSlideForPath, wrapIndex } from './presets'

describe('slider presets', () => {
  it('keeps the two presets of the specs apart', () => {
    expect(GENERIC_PRESET).toMatchObject({ perView: { mobile: 1, tablet: 1, desktop: 1 }, durationMs: 300, swipeThresholdPx: 5, gapPx: { mobile: 5, tablet: 15, desktop: 30 } })
    expect(PAGE_BLOCKS_PRESET).toMatchObject({ scroll: 'view', durationMs: 500, loop: false })
    // Three where the width allows: the stylesheet fits them to the slider's width.
    expect(PAGE_BLOCKS_PRESET.perView).toBe('fit')
  })

  it('the cards slider steps one card (PB 9), the link slider a view', () => {
    expect(CARDS_PRESET).toMatchObject({ perView: 'fit', scroll: 1, gapPx: { mobile: 16, tablet: 24, desktop: 32 }, durationMs: 500, loop: false })
    expect(LINK_PRESET).toMatchObject({ perView: 'fit', scroll: 'view', durationMs: 500, loop: false })
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

describe('per-device transition, auto-advance and colours (DL 9)', () => {
  const shared = { transitionEffect: 'slide', automaticTransition: false, transitionDelay: 10, arrowsColor: '#0b2545' }

  it('a size without settings of its own takes the settings for all sizes', () => {
    expect(deviceMotion(shared, {})).toEqual({
      mobile: { transition: 'slide', autoAdvanceMs: null, colors: { arrow: '#0b2545', arrowBackground: undefined, dots: undefined } },
      tablet: { transition: 'slide', autoAdvanceMs: null, colors: { arrow: '#0b2545', arrowBackground: undefined, dots: undefined } },
      desktop: { transition: 'slide', autoAdvanceMs: null, colors: { arrow: '#0b2545', arrowBackground: undefined, dots: undefined } },
    })
  })

  it('each size may fade, switch at once, advance on its own delay and have its own colours', () => {
    const motion = deviceMotion(shared, {
      mobile: { transitionEffect: 'none', arrowsBackground: 'white' },
      desktop: { transitionEffect: 'fade', automaticTransition: 'on', transitionDelay: 6, arrowsColor: '#ffffff', arrowsBackground: '#0b2545', dotsColor: 'url(x)' },
    })
    expect(motion.mobile).toEqual({ transition: 'none', autoAdvanceMs: null, colors: { arrow: '#0b2545', arrowBackground: 'white', dots: undefined } })
    expect(motion.tablet.transition).toBe('slide')
    expect(motion.desktop).toEqual({ transition: 'fade', autoAdvanceMs: 6_000, colors: { arrow: '#ffffff', arrowBackground: '#0b2545', dots: undefined } })
  })

  it('"off" stops on one size what runs on the others; an own delay of 0 stops it too', () => {
    const rotating = { ...shared, automaticTransition: true, transitionDelay: 4 }
    const motion = deviceMotion(rotating, { mobile: { automaticTransition: 'off' }, tablet: { transitionDelay: 0 } })
    expect([motion.mobile.autoAdvanceMs, motion.tablet.autoAdvanceMs, motion.desktop.autoAdvanceMs]).toEqual([null, null, 4_000])
  })

  it('an unknown stored transition slides', () => {
    expect(deviceMotion({ transitionEffect: 'spin' }, { tablet: { transitionEffect: 'wobble' } }).tablet.transition).toBe('slide')
  })
})
