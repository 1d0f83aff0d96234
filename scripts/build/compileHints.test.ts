import fs from 'node:fs'
import { SourceMap } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compileHints.mjs'

// A build folder as `next build` leaves it: the manifest names the framework chunks every page loads.
let dist: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')

// `b()` on the chunk's line 1 (0-based) comes from line 41 of src.js; `a()` on line 0 from line 9.
const plainMap = { version: 3, sources: ['src.js'], names: [], mappings: 'AASA;AAgCA' }

function build() {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }))
  write('static/chunks/react.js', 'a();\nb();\n//# sourceMappingURL=react-1.js.map')
  write('static/chunks/react-1.js.map', JSON.stringify(plainMap))
  write('static/chunks/runtime.js', 'c();\n//# sourceMappingURL=runtime.js.map')
  write('static/chunks/runtime.js.map', JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: plainMap }] }))
  write('static/chunks/lazy-map.js', 'd();')
}

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('puts the hint on its own first line of every framework chunk, and no other', () => {
    build()
    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js', 'static/chunks/runtime.js'])
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}\na();\nb();\n//# sourceMappingURL=react-1.js.map`)
    expect(read('static/chunks/runtime.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('static/chunks/lazy-map.js')).toBe('d();')
  })

  it('keeps the source maps pointing at the same source lines', () => {
    build()
    addCompileHints(dist)
    const plain = new SourceMap(JSON.parse(read('static/chunks/react-1.js.map')))
    // `b()` is now on line 2: the map still sends it to src.js line 41, and the hint line to nothing.
    expect(plain.findEntry(2, 0)).toMatchObject({ originalSource: 'src.js', originalLine: 41 })
    expect(plain.findEntry(1, 0)).toMatchObject({ originalLine: 9 })
    expect(plain.findEntry(0, 0)).toEqual({})
    const sections = JSON.parse(read('static/chunks/runtime.js.map'))
    expect(sections.sections[0].offset).toEqual({ line: 1, column: 0 })
  })

  it('changes nothing when the build has its hints already', () => {
    build()
    addCompileHints(dist)
    const once = read('static/chunks/react.js') + read('static/chunks/react-1.js.map')
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/react.js') + read('static/chunks/react-1.js.map')).toBe(once)
  })
})
