import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { withholdBrowserSourceMaps } from './browserSourceMaps.mjs'
import { addCompileHints, COMPILE_HINT } from './compileHints.mjs'

// A build folder as `next build` leaves it: the manifest names the framework chunks every page loads.
let dist: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')
const exists = (file: string) => fs.existsSync(path.join(dist, file))

const plainMap = JSON.stringify({ version: 3, sources: ['src.js'], names: [], mappings: 'AASA;AAgCA' })

function build() {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }))
  write('static/chunks/react.js', 'a();\nb();\n//# sourceMappingURL=react-1.js.map')
  write('static/chunks/react-1.js.map', plainMap)
  write('static/chunks/runtime.js', 'c();\n//# sourceMappingURL=runtime.js.map\n')
  write('static/chunks/runtime.js.map', plainMap)
  write('static/chunks/lazy-map.js', 'd();')
  write('static/chunks/site.css', 'a{color:red}\n/*# sourceMappingURL=site.css.map */')
  write('static/chunks/site.css.map', plainMap)
  write('server/chunks/ssr/page.js', 'e();\n//# sourceMappingURL=page.js.map')
  write('server/chunks/ssr/page.js.map', plainMap)
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

  it('changes nothing when the build has its hints already', () => {
    build()
    addCompileHints(dist)
    const once = read('static/chunks/react.js')
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/react.js')).toBe(once)
  })
})

describe('withholdBrowserSourceMaps', () => {
  it("removes the browser's maps and the comments naming them, and keeps the server's", () => {
    build()
    expect(withholdBrowserSourceMaps(dist)).toBe(3)
    expect(['static/chunks/react-1.js.map', 'static/chunks/runtime.js.map', 'static/chunks/site.css.map'].filter(exists)).toEqual([])
    expect(read('static/chunks/react.js')).toBe('a();\nb();')
    expect(read('static/chunks/runtime.js')).toBe('c();')
    expect(read('static/chunks/site.css')).toBe('a{color:red}')
    expect(read('static/chunks/lazy-map.js')).toBe('d();')
    expect(read('server/chunks/ssr/page.js')).toContain('sourceMappingURL=page.js.map')
    expect(exists('server/chunks/ssr/page.js.map')).toBe(true)
  })

  it('then the hint leads each framework chunk with no map comment left behind', () => {
    build()
    withholdBrowserSourceMaps(dist)
    addCompileHints(dist)
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}\na();\nb();`)
  })
})
