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
 * The comment is a line of its own at the top. The chunks have no source map by then: the browser's
 * maps are not published (browserSourceMaps.mjs runs first).
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
    changed.push(file)
  }
  return changed
}
