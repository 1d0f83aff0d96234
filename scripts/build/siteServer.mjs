/**
 * Bundles the site's HTTP server (src/server/http/serve.ts: Next.js behind the proxy's checks) into
 * one CommonJS file, dist/site-server.cjs, which `npm start` runs with plain Node (no TypeScript
 * loader in production). Packages stay outside the bundle (loaded from node_modules, the one copy of
 * `next` the build used); the project's own modules (`@/...`) go in. Run by next.config.mjs after
 * every `next build` compiles (`compiler.runAfterProductionCompile`), so each build has its server.
 * Written to a temporary file and renamed: two builds side by side never leave a half-written file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SITE_SERVER_FILE = path.join(root, 'dist', 'site-server.cjs')

export async function bundleSiteServer() {
  // Loaded here, not at the top: next.config.mjs (which imports this file) is also read when the
  // server starts, where the bundler is not needed.
  const { build } = await import('esbuild')
  const temporary = `${SITE_SERVER_FILE}.${process.pid}.tmp`
  await build({
    entryPoints: [path.join(root, 'src/server/http/serve.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  })
  fs.renameSync(temporary, SITE_SERVER_FILE)
  return SITE_SERVER_FILE
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${path.relative(root, await bundleSiteServer())}`)
}
