import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { withholdBrowserSourceMaps } from './scripts/build/browserSourceMaps.mjs'
import { addCompileHints } from './scripts/build/compileHints.mjs'
import { precompressStatic } from './scripts/build/precompress.mjs'
import { siteSecurityHeaders } from './src/server/http/securityHeaders.mjs'
import { PDF_CONTENT_SECURITY_POLICY, UPLOAD_CONTENT_SECURITY_POLICY } from './src/server/http/uploadPolicy.mjs'
import { bundleSiteServer } from './scripts/build/siteServer.mjs'

const securityHeaders = siteSecurityHeaders(process.env)

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build folders let several checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project as its own step; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The site's paths end with "/" (/find-a-dealer/) and links keep it; both forms are served
  // without a redirect hop, so /api/... and the admin keep working without a trailing slash.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // unauthorized()/forbidden(): the admin's server functions answer 401/403 to anonymous callers.
  // Turbopack's build cache (.next/cache) speeds up the next build of this checkout; CI builds a
  // fresh clone once, and writing the cache took 14 s of that build. CI's build also writes no
  // source maps (115 MB of them for the server): `npm start` reads them only when Node runs with
  // --enable-source-maps (readable stack traces, docs/deploy.md), which the tests never do; three
  // builds each way took 54-66 s without them against 57-80 s with them.
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: !process.env.CI, turbopackSourceMaps: !process.env.CI },
  // One copy of Payload per server process. The instrumentation hook (src/instrumentation.ts) is
  // bundled apart from the routes; bundled, each would carry its own copy of the payload package, and
  // the Payload instance the hook starts (shared through getPayload's cache) would throw error classes
  // the routes' copy does not recognise: a refused save lost its per-field messages (data.errors), so
  // the admin marked no field. Loaded from node_modules, as `next dev` already does, both share one.
  serverExternalPackages: ['payload'],
  // The browser gets no source maps (scripts/build/browserSourceMaps.mjs). The framework's chunks,
  // which every page runs as it starts, are compiled while they download instead of function by
  // function on the main thread (scripts/build/compileHints.mjs). Scripts and stylesheets get brotli
  // copies, which the site's server sends instead of gzipping each time (scripts/build/precompress.mjs).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      withholdBrowserSourceMaps(distDir)
      addCompileHints(distDir)
      await precompressStatic(distDir)
      await bundleSiteServer()
    },
  },
  // Each resize is kept on disk: a source with a query of its own (`?x=1`) is refused (an empty
  // `search`), unknown parameters are refused by the proxy, and the disk cache is an LRU of 512 MB.
  images: {
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/img/**', search: '' },
    ],
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  // When several sources match, the later one's header wins: pages get the site's policy; /api
  // (uploads, JSON) one with no script and a sandbox; PDFs one without the sandbox (docs/security.md).
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Copied package files named by their version (MapLibre's worker): never revalidated.
      { source: '/vendor/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }] },
      { source: '/api/documents/file/:path*', headers: [{ key: 'Content-Security-Policy', value: PDF_CONTENT_SECURITY_POLICY }] },
    ]
  },
  // The proxy (src/server/proxy/index.ts) leaves Next's files and the folders of public/ alone, so an invented
  // path there (/img/x.png, /_next/static/x.js) would reach the catch-all page route and get a
  // page-cache entry of its own. "afterFiles" rewrites apply after the real files are served and
  // before the page routes: such a path gets the one cached 404 (UNKNOWN_PATH in src/domain/site/requestPath.ts).
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [{ source: '/:dir(_next/static|img|geo|vendor)/:path*', destination: '/_unknown-path/' }],
      fallback: [],
    }
  },
}

// REDIS_URL set: the page cache (ISR pages, route responses, unstable_cache) is shared by every
// instance through Redis (docs/deploy.md). Unset: Next's own cache in the build folder, as for one
// instance. Read when `npm start` starts, so one build serves both; the build itself never uses it.
if (process.env.REDIS_URL && !/^rediss?:\/\/[^\s]+$/.test(process.env.REDIS_URL)) {
  throw new Error('Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL (or unset for the local page cache)')
}
const redisCache = (phase) =>
  process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD
    ? { cacheHandler: fileURLToPath(new URL('./src/server/cache/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}

/**
 * Payload's `withPayload` asks every path for the `Sec-CH-Prefers-Color-Scheme` client hint with
 * `Critical-CH` (it picks the admin's theme). On a first visit Chromium then drops the page's first
 * response and asks again: two document requests, one more round trip before anything paints, for
 * every public page (payloadcms/payload issue 17906). The hint stays on the admin, where it is read.
 */
const clientHintsForAdminOnly = (config) => ({
  ...config,
  headers: async () =>
    (await config.headers()).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    ),
})

export default (phase) => clientHintsForAdminOnly(withPayload({ ...nextConfig, ...redisCache(phase) }, { devBundleServerPackages: false }))
