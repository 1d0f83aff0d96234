/**
 * `npm run bench:start [-- BASE_URL]`: what the framework's compile hint (scripts/build/compileHints.mjs)
 * saves the main thread when a page starts, against a running production server (default
 * http://localhost:3000, e.g. `npm run demo`).
 *
 * Both sides are the same server, build and database, seen through two small proxies of this script:
 * one passes everything on as it is (the build as shipped), the other takes the hint's line off the
 * scripts that start with it (the baseline: lazy compilation, as before the hint). Headless Chromium
 * (a fresh context each load, a phone-sized viewport, no throttling) loads each page through one and
 * then the other, alternating their order, BENCH_ROUNDS times (8), and records from a trace of the
 * page's main thread:
 *  - compile: the time V8 spent compiling functions there (`V8.CompileCode`),
 *  - start task: the longest task that runs script, from the first of the build's scripts on (the
 *    framework's start is one of them).
 * It prints the medians and the ratios hint / baseline (below 1: the hint saves that share).
 * BENCH_PAGES="/a/ /b/" picks the pages. Run it on a quiet machine: the figures are milliseconds.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from 'playwright-core'
import { COMPILE_HINT } from '../build/compileHints.mjs'

const upstream = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const PAGES = (process.env.BENCH_PAGES ?? '/ /warranty/ /find-your-dealer/?zipcode=10001 /contact-us/').split(/\s+/).filter(Boolean)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8)
const HINT_LINE = `${COMPILE_HINT}\n`

/** A proxy to the server; `strip`: scripts lose the hint's line. Returns its base URL. */
function proxy(strip: boolean): Promise<{ base: string; close: () => void; stripped: () => number }> {
  let stripped = 0
  const server = http.createServer(async (req, res) => {
    try {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'accept-encoding')) as Record<string, string>
      const answer = await fetch(upstream + req.url, { method: req.method, headers, redirect: 'manual' })
      let body = Buffer.from(await answer.arrayBuffer())
      if (strip && req.url?.endsWith('.js') && body.subarray(0, HINT_LINE.length).toString() === HINT_LINE) {
        body = body.subarray(HINT_LINE.length)
        stripped++
      }
      const out: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value
      })
      res.writeHead(answer.status, out).end(body)
    } catch (error) {
      res.writeHead(502).end(String(error))
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close(), stripped: () => stripped })),
  )
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; url?: string } }
}
interface Sample {
  compile: number
  startTask: number
}

async function load(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,disabled-by-default-v8.compile,blink.user_timing', transferMode: 'ReportEvents' })
    await page.goto(url, { waitUntil: 'load' })
    // Hydration ends after `load`; the page is started once click tracking is ready (the site's layout).
    await page.locator('html[data-click-tracking="ready"]').waitFor({ state: 'attached', timeout: 15_000 })
    await page.waitForTimeout(300)
    await cdp.send('Tracing.end')
    await done
    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
    if (!navigation) throw new Error(`no navigation in the trace of ${url}`)
    const main = events.filter((e) => e.pid === navigation.pid && e.ph === 'X' && e.dur !== undefined)
    const mainThread = main.filter((e) => e.tid === navigation.tid)
    const compile = mainThread.filter((e) => e.name === 'V8.CompileCode').reduce((sum, e) => sum + e.dur!, 0) / 1000
    // Tasks that run script, from the first of the build's scripts on (not layout or paint tasks).
    const scriptWork = mainThread.filter((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'RunMicrotasks')
    const firstScript = Math.min(...scriptWork.filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes('/_next/static/')).map((e) => e.ts))
    const tasks = mainThread.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= firstScript && scriptWork.some((w) => w.ts >= e.ts && w.ts < e.ts + e.dur!))
    return { compile, startTask: Math.max(0, ...tasks.map((e) => e.dur!)) / 1000 }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

async function main() {
  const health = await fetch(`${upstream}/api/health`).catch(() => undefined)
  if (!health?.ok) throw new Error(`No server answers at ${upstream} (start one: npm run demo)`)
  const shipped = await proxy(false)
  const baseline = await proxy(true)
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] })
  const rows = []
  try {
    for (const pagePath of PAGES) {
      const samples = { hint: [] as Sample[], baseline: [] as Sample[] }
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 ? (['baseline', 'hint'] as const) : (['hint', 'baseline'] as const)
        for (const side of order) samples[side].push(await load(browser, (side === 'hint' ? shipped.base : baseline.base) + pagePath))
      }
      const of = (side: 'hint' | 'baseline', key: keyof Sample) => median(samples[side].map((s) => s[key]))
      rows.push({
        page: pagePath,
        'compile ms (hint)': of('hint', 'compile').toFixed(1),
        'compile ms (baseline)': of('baseline', 'compile').toFixed(1),
        'compile ratio': (of('hint', 'compile') / of('baseline', 'compile')).toFixed(2),
        'start task ms (hint)': of('hint', 'startTask').toFixed(1),
        'start task ms (baseline)': of('baseline', 'startTask').toFixed(1),
        'start task ratio': (of('hint', 'startTask') / of('baseline', 'startTask')).toFixed(2),
      })
    }
  } finally {
    await browser.close()
    shipped.close()
    baseline.close()
  }
  if (baseline.stripped() === 0) throw new Error(`No script of ${upstream} starts with the compile hint: is it a production build of this checkout?`)
  console.log(`\nbench:start: ${upstream}, ${ROUNDS} loads a page and side, medians (Chromium, no throttling)`)
  console.table(rows)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
