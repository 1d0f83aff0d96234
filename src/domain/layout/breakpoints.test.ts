import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, COMPONENT_BREAKPOINTS, maxWidthBelow, minWidth } from './breakpoints'

const root = path.resolve(import.meta.dirname, '../../..')

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(relative, pattern)
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [relative] : []
  })
}

type Width = { file: string; line: number; query: string; value: number; unit: string; side: 'min' | 'max' }

const WIDTH = /\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g

/** Every width in a media query: each `@media` prelude of a stylesheet; media strings in code (sizes, matchMedia) in px. */
function widthsIn(file: string): Width[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  const found: Width[] = []
  const collect = (query: string, at: number, units: RegExp) => {
    for (const m of query.matchAll(WIDTH)) {
      if (units.test(m[3]!)) found.push({ file, line: lineOf(at), query: query.trim(), value: Number(m[2]), unit: m[3]!, side: m[1] as 'min' | 'max' })
    }
  }
  if (file.endsWith('.css')) {
    for (const m of text.matchAll(/@media([^{]+)\{/g)) collect(m[1]!, m.index, /./)
  } else {
    // Code: only px (a rem width in an image's sizes is the image's own maximum width, not a layout switch).
    for (const m of text.matchAll(/['"`][^'"`\n]*\((?:min|max)-width:\s*[\d.]+px\)[^'"`\n]*['"`]/g)) collect(m[0], m.index, /^px$/)
  }
  return found
}

/** A width is fine when it is N (min) or N - 0.02 (max) for a breakpoint this file may use. */
function stray(width: Width): boolean {
  const allowed = [
    ...Object.values(BREAKPOINTS),
    ...Object.values(COMPONENT_BREAKPOINTS)
      .filter((entry) => (entry.files as readonly string[]).some((f) => f === width.file || path.posix.dirname(f) === path.posix.dirname(width.file)))
      .map((entry) => entry.px),
  ]
  if (width.unit !== 'px') return true
  return !allowed.some((px) => (width.side === 'min' ? width.value === px : width.value === px - 0.02))
}

describe('breakpoints', () => {
  it('writes the two sides of a breakpoint so they never overlap', () => {
    expect(minWidth(BREAKPOINTS.tablet)).toBe('(min-width: 640px)')
    expect(maxWidthBelow(BREAKPOINTS.tablet)).toBe('(max-width: 639.98px)')
    expect(maxWidthBelow(BREAKPOINTS.desktop)).toBe('(max-width: 1023.98px)')
  })

  it('finds the media queries of stylesheets and code (the scan below is not blind)', () => {
    const css = filesUnder('src', /\.css$/).flatMap(widthsIn)
    expect(css.length).toBeGreaterThan(30)
    expect(css.some((w) => w.file === 'src/blocks/QuoteSlider/styles.css' && w.value === 769)).toBe(true)
    const code = filesUnder('src', /\.tsx?$/).flatMap(widthsIn)
    expect(code.some((w) => w.file === 'src/blocks/CardsSlider/Component.tsx' && w.value === 1024)).toBe(true)
  })

  it('uses only 640 / 1024 px, and each component’s own numbers only in its files (reading 28)', () => {
    const widths = filesUnder('src', /\.(css|tsx?)$/).flatMap(widthsIn)
    const strays = widths.filter(stray).map((w) => `${w.file}:${w.line} ${w.query}`)
    expect(strays).toEqual([])
  })
})
