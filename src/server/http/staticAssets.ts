import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/**
 * The build's scripts, stylesheets and SVGs as brotli, from the copies `next build` writes beside them
 * (scripts/build/precompress.mjs), for a browser that accepts brotli. Anything else (no copy, no
 * brotli, a range or a conditional request, another method) is left to Next.js, which compresses with
 * gzip as it sends. The files under `/_next/static/` are named by their content and never change while
 * a build is served, so the list of copies is read once, and each copy's bytes on first use.
 */

/** Where Next.js serves the build's files; only paths under it can have a copy. */
export const BUILD_FILES_PATH = '/_next/static/'
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
}

/** Whether an Accept-Encoding header allows brotli: a `br` (or `*`) entry whose q is not 0. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (coding !== 'br' && coding !== '*') continue
    const q = params.find((p) => p.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) return true
  }
  return false
}

type Copy = { file: string; type: string; bytes?: Promise<Buffer> }

function copiesUnder(root: string): Map<string, Copy> {
  const copies = new Map<string, Copy>()
  const walk = (dir: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && entry.name.endsWith('.br')) {
        const original = full.slice(0, -'.br'.length)
        const type = CONTENT_TYPES[path.extname(original)]
        if (!type) continue
        const pathname = BUILD_FILES_PATH + path.relative(root, original).split(path.sep).join('/')
        copies.set(pathname, { file: full, type })
      }
    }
  }
  walk(root)
  return copies
}

/**
 * A sender for the build in `distDir`: `send(req, res, pathname, headers)` answers the request with
 * the brotli copy and resolves true, or resolves false and leaves the request untouched.
 */
export function precompressedStatic(distDir: string) {
  const copies = copiesUnder(path.join(distDir, 'static'))
  return async function send(req: IncomingMessage, res: ServerResponse, pathname: string, headers: Record<string, string>): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const copy = copies.get(pathname)
    if (!copy || !acceptsBrotli(req.headers['accept-encoding'])) return false
    if (req.headers.range !== undefined || req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return false
    let bytes: Buffer
    try {
      copy.bytes ??= fs.promises.readFile(copy.file)
      bytes = await copy.bytes
    } catch {
      // The copy went away (a new build in the same folder): Next.js answers from now on.
      copies.delete(pathname)
      return false
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': copy.type,
      'Content-Encoding': 'br',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    res.end(req.method === 'HEAD' ? undefined : bytes)
    return true
  }
}
