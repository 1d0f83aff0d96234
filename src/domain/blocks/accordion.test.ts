import { describe, expect, it } from 'vitest'
import { firstItemOpen, needsWidthCheck, paragraphs, serverFirstItemOpen, widthBand } from './accordion'

describe('accordion width bands', () => {
  it('splits widths at 640 and 1024 px', () => {
    expect(widthBand(390)).toBe('mobile')
    expect(widthBand(639)).toBe('mobile')
    expect(widthBand(640)).toBe('tablet')
    expect(widthBand(1023)).toBe('tablet')
    expect(widthBand(1024)).toBe('desktop')
    expect(widthBand(1920)).toBe('desktop')
  })

  it('opens the first item only in the bands the editor ticked', () => {
    const setting = { mobile: false, tablet: true, desktop: true }
    expect(firstItemOpen(setting, 'mobile')).toBe(false)
    expect(firstItemOpen(setting, 'tablet')).toBe(true)
    expect(firstItemOpen(null, 'desktop')).toBe(false)
    expect(firstItemOpen({ desktop: null }, 'desktop')).toBe(false)
  })

  it('needs the browser only when the bands disagree; the server HTML follows the mobile band', () => {
    expect(needsWidthCheck({ mobile: true, tablet: true, desktop: true })).toBe(false)
    expect(needsWidthCheck(undefined)).toBe(false)
    expect(needsWidthCheck({ mobile: false, tablet: false, desktop: true })).toBe(true)
    expect(serverFirstItemOpen({ mobile: true, tablet: false, desktop: false })).toBe(true)
    expect(serverFirstItemOpen({ desktop: true })).toBe(false)
  })
})

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One\nstill one\n\n  Two  \n \n\n')).toEqual(['One\nstill one', 'Two'])
    expect(paragraphs(null)).toEqual([])
  })
})
