/**
 * The browser's source maps are not published (run by next.config.mjs after `next build` compiles,
 * before the compile hints). Turbopack writes a `.map` beside every chunk and stylesheet under
 * static/ when it writes source maps at all (every build outside CI: the server's maps give readable
 * stack traces, docs/deploy.md). Served, they are over a megabyte a chunk that no visitor needs, and
 * Lighthouse reads them: the maps of chunks the build rewrites did not parse ("mapping for last
 * column out of bounds"). The server's maps stay.
 */
import fs from 'node:fs'
import path from 'node:path'

const MAP_COMMENT = /\n?(\/\/# sourceMappingURL=[^\s]+|\/\*# sourceMappingURL=[^*]+\*\/)\s*$/

/** Deletes static/**\/*.map and the comments that name them; returns how many maps it removed. */
export function withholdBrowserSourceMaps(distDir) {
  const root = path.join(distDir, 'static')
  if (!fs.existsSync(root)) return 0
  let removed = 0
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (entry.name.endsWith('.map')) {
      fs.rmSync(file)
      removed++
    } else if (entry.name.endsWith('.js') || entry.name.endsWith('.css')) {
      const code = fs.readFileSync(file, 'utf8')
      if (MAP_COMMENT.test(code)) fs.writeFileSync(file, code.replace(MAP_COMMENT, ''))
    }
  }
  return removed
}
