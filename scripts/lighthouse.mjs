/**
 * `npm run lighthouse [-- [--via-nginx] BASE_URL]`: Lighthouse (mobile) on the pages the issues set
 * targets for, against a running production server (default http://localhost:3000, e.g. `npm run demo`).
 *
 * `--via-nginx` measures the site as it is deployed: through Debian's nginx with the documented
 * configuration (docs/nginx.conf.example: TLS and HTTP/2) in front of that server, started for the run
 * with a self-signed certificate (tests/support/nginx.mjs; Chromium is told to accept it). Without it,
 * the server is asked directly, over plain HTTP/1.1 (six connections at a time, as Lighthouse's
 * simulated phone also assumes).
 *
 *  - a navigation report for each page of PAGES (a fresh browser profile each: a first visit), run
 *    LIGHTHOUSE_RUNS times (3): the table shows the median run and lists the runs' performance;
 *  - the rebates search as a user flow: load /rebates/, then a timespan while a homeowner types a
 *    ZIP and searches, until the answer is shown (the layout shift and blocking time the search
 *    itself causes).
 *
 * Absolute scores move with the machine, so every page is shown beside the empty framework page
 * (`/bench-floor/`, FLOOR) measured in the same run: the goal is each page within 2 points and its
 * LCP within 0.5 s of the floor's (docs/site.md).
 *
 * Lighthouse is not a project dependency (it is large and only this script uses it): the first run
 * installs it into .cache/lighthouse. Reports are written to .cache/lighthouse/reports/. Measure on
 * a quiet machine: with the test suite running beside it, the same pages score 5-15 lower.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const LIGHTHOUSE_VERSION = '12.8.2'
const args = process.argv.slice(2)
const viaNginx = args.includes('--via-nginx')
const server = (args.find((a) => !a.startsWith('--')) ?? process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/ /fr/ /products/air-conditioners/ /warranty/ /resources/glossary/what-is-seer/ /resources/repair-or-replace/ /contact-us/ /find-your-dealer/?zipcode=10001 /rebates/ /rebates/?zipcode=10001')
  .split(/\s+/)
  .filter(Boolean)
/** The empty page every page is compared with: the framework's own cost on this machine, this run. */
const FLOOR = '/bench-floor/'
/** Runs per page; the table shows the median run (LIGHTHOUSE_RUNS=1 for one). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const cacheDir = path.resolve('.cache/lighthouse')
const reportDir = path.join(cacheDir, 'reports')

function install() {
  const manifest = path.join(cacheDir, 'node_modules/lighthouse/package.json')
  if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION) return
  fs.mkdirSync(cacheDir, { recursive: true })
  if (!fs.existsSync(path.join(cacheDir, 'package.json'))) fs.writeFileSync(path.join(cacheDir, 'package.json'), '{ "private": true }\n')
  console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${cacheDir} (first run only)...`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', cacheDir, `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' })
}

async function load(name) {
  const resolved = createRequire(path.join(cacheDir, 'package.json')).resolve(name)
  return import(pathToFileURL(resolved).href)
}

const score = (category) => (category?.score == null ? '-' : String(Math.round(category.score * 100)))
const audit = (lhr, id) => lhr.audits[id]?.displayValue ?? '-'
const fileName = (label) => `${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`

const signed = (n, digits = 0) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`

/** The page's score and LCP against the floor's: "−1, LCP +0.3 s". */
function versusFloor(lhr, floor) {
  if (!floor || lhr === floor) return '-'
  const points = Math.round((lhr.categories.performance?.score ?? 0) * 100) - Math.round((floor.categories.performance?.score ?? 0) * 100)
  const lcp = ((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) - (floor.audits['largest-contentful-paint']?.numericValue ?? 0)) / 1000
  const within = points >= -2 && lcp <= 0.5 ? '' : ' (over)'
  return `${signed(points)}, LCP ${signed(lcp, 1)} s${within}`
}

function row(label, lhr, floor) {
  const c = lhr.categories
  return `| \`${label}\` | ${score(c.performance)} | ${versusFloor(lhr, floor)} | ${score(c.accessibility)} | ${score(c['best-practices'])} | ${score(c.seo)} | ${audit(lhr, 'cumulative-layout-shift')} | ${audit(lhr, 'largest-contentful-paint')} | ${audit(lhr, 'total-blocking-time')} |`
}

async function main() {
  const health = await fetch(`${server}/api/health`).catch(() => undefined)
  if (!health?.ok) throw new Error(`No server answers at ${server} (start one: npm run demo)`)
  install()
  let nginx
  if (viaNginx) {
    const { startNginx } = await import('../tests/support/nginx.mjs')
    const { host } = new URL(server)
    // The documented file names two instances; both are this one server.
    nginx = await startNginx({ upstreams: [host, host] })
  }
  try {
    await measure(nginx)
  } finally {
    nginx?.stop()
  }
}

async function measure(nginx) {
  const base = nginx?.origin ?? server
  const { startFlow } = await load('lighthouse')
  const puppeteer = (await load('puppeteer-core')).default
  fs.mkdirSync(reportDir, { recursive: true })
  const config = { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } }
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', ...(nginx ? ['--ignore-certificate-errors'] : [])],
  })
  const rows = []
  let floor
  try {
    for (const pagePath of [FLOOR, ...PAGES.filter((p) => p !== FLOOR)]) {
      // Warm the server's page cache first: the report is about the page, not a cold render.
      await fetch(server + pagePath)
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.createBrowserContext()
        const page = await context.newPage()
        const flow = await startFlow(page, { name: pagePath, config })
        await flow.navigate(base + pagePath)
        runs.push((await flow.createFlowResult()).steps[0].lhr)
        await context.close()
      }
      // The median run by performance score (Lighthouse's advice on variability: one run of a page
      // can differ from the next by several points).
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const median = runs[Math.floor(runs.length / 2)]
      fs.writeFileSync(path.join(reportDir, fileName(pagePath)), JSON.stringify(median))
      if (pagePath === FLOOR) floor = median
      rows.push(`${row(pagePath, median, floor)}${RUNS > 1 ? ` ${runs.map((lhr) => score(lhr.categories.performance)).join(', ')} |` : ''}`)
    }

    // The rebates search, as a homeowner does it (a fresh profile: no remembered ZIP).
    const page = await (await browser.createBrowserContext()).newPage()
    const flow = await startFlow(page, { name: 'Rebates: search a ZIP', config })
    await flow.navigate(`${base}/rebates/`)
    await flow.startTimespan({ name: 'search' })
    const input = await page.waitForSelector('[data-testid="rebate-savings"] input[name="zipcode"]')
    await input.type('10001')
    await page.click('[data-testid="rebate-savings"] button[type="submit"]')
    await page.waitForSelector('[data-testid="rebate-headline"]')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await flow.endTimespan()
    const result = await flow.createFlowResult()
    fs.writeFileSync(path.join(reportDir, 'rebates-search-flow.json'), JSON.stringify(result))
    const search = result.steps[1].lhr
    rows.push(
      `| \`/rebates/\`, the search (timespan) | ${score(search.categories.performance)} | | | | | ${audit(search, 'cumulative-layout-shift')} | | ${audit(search, 'total-blocking-time')} (INP ${audit(search, 'interaction-to-next-paint')}) |`,
    )
  } finally {
    await browser.close()
  }
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, ${nginx ? `${server} behind nginx (TLS, HTTP/2)` : `${server} (HTTP/1.1)`}\n`)
  console.log(`| page | performance | against ${FLOOR} (points, LCP) | accessibility | best practices | SEO | CLS | LCP | TBT |${RUNS > 1 ? ` performance of the ${RUNS} runs |` : ''}`)
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |${RUNS > 1 ? ' --- |' : ''}`)
  for (const line of rows) console.log(line)
  console.log(`\nReports: ${reportDir}`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
