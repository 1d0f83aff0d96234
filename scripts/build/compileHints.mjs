/**
 * V8's explicit compile hint for the framework's chunks (run by next.config.mjs after `next build`
 * compiles, through `compiler.runAfterProductionCompile`).
 *
 * Every page loads the same framework chunks first (React DOM, Next.js's runtime, Turbopack's loader:
 * the build manifest's `rootMainFiles`). Most of their functions run while the page starts, but V8
 * compiles a function on the main thread the first time it is called: 20 of the 35 ms of the task
 * that starts every page here (docs/site.md, "Lighthouse"). A file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` is compiled whole while it downloads, off the main thread (Chromium
 * 136 and later; other browsers read it as a comment).
 *
 * The comment is a line of its own at the top, so the file's source map (if the build wrote one)
 * gets an empty first line too (`;` before its mappings, or each section one line down).
 */
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Adds the hint to the build's framework chunks; returns the files it changed. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const changed = []
  for (const file of manifest.rootMainFiles ?? []) {
    const chunk = path.join(distDir, file)
    const code = fs.readFileSync(chunk, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(chunk, `${COMPILE_HINT}\n${code}`)
    const map = sourceMapOf(chunk, code)
    if (map) fs.writeFileSync(map, JSON.stringify(shiftOneLine(JSON.parse(fs.readFileSync(map, 'utf8')))))
    changed.push(file)
  }
  return changed
}

/** The source map a chunk names in its last `sourceMappingURL` comment, if that file exists. */
function sourceMapOf(chunk, code) {
  const name = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1]
  if (!name || name.startsWith('data:')) return undefined
  const file = path.join(path.dirname(chunk), name)
  return fs.existsSync(file) ? file : undefined
}

/** The same map for a file that has one more line at its top. */
function shiftOneLine(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) }
  }
  return { ...map, mappings: `;${map.mappings}` }
}
