import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// Debian's Chromium, as its headless shell (package chromium-headless-shell, which `npm test` installs;
// Playwright's own choice for headless runs): the same engine without the desktop browser's UI
// layers, a sixth less CPU for the same pages on two cores. Without it (or with CHROMIUM_PATH), the
// full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// The site walk lists every page first, before any serial test has added or renamed one, and so
// starts at once beside them. After it, on the same worker: the specs that start servers of their
// own (their own ports and databases) and mostly wait on them, and the specs that only read pages
// no serial test edits (the block gallery, resources, products, the French pages) or measure what a
// page loads.
const WALK = /crawl\.spec\.ts$/
const BESIDE = /(startup|leads-chaos|block-gallery|block-fidelity|blocks-interactive|sliders|tools|products|public-blocks|first-load-js|compact-ui)\.spec\.ts$/

/**
 * Browser tests against `npm start` of a production build (see scripts/test.mjs for the database).
 * Two workers: one runs `site`, one test at a time against the shared server and database (tests
 * write leads, admin edits and experiment cookies); the other runs `walk`, then `beside`. Playwright
 * hands a free worker the first queued file whose project is under its worker limit, in the order
 * of the projects below: while a `site` file runs, that is the walk, then the `beside` files.
 * (A `dependencies` link would hold `beside` until `site` had finished too. A third worker, with
 * `beside` on two, ran as long on two cores: 550 s against 523 s, the CPU shared three ways.)
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json adds a JSON report (per-test times, worker and project).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action of every test (DOM snapshots, screenshots), kept only when a test
    // fails. CI keeps only its log, so there it records nothing: the CPU goes to the tests.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A failing test keeps a full-page picture of where it stopped (test-results/); a passing one takes none.
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'site', testIgnore: [WALK, BESIDE], workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The walk reads every page, it does not watch motion: with reduced motion the pages' carousels and
    // transitions stand still (the site honours the setting), and the browser spends its CPU on the checks.
    { name: 'walk', testMatch: WALK, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined, contextOptions: { reducedMotion: 'reduce' } } },
    { name: 'beside', testMatch: BESIDE, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // Node closes an idle keep-alive connection after 5 s; a test's API client that sends on it just
    // then reads ECONNRESET. A minute covers the gaps between a test's requests.
    command: `node dist/site-server.cjs -p ${PORT} --keepAliveTimeout 60000`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every browser test is one client (127.0.0.1), and the click-tracking walk presses every Call Now
    // on the site: call tracking's per-client and per-pool limits (tests/int/whodis.int.test.ts covers
    // them) would refuse the later tests' numbers.
    env: {
      ...(process.env as Record<string, string>),
      WHODIS_RATE_LIMIT_CLIENT_POINTS: '100000',
      WHODIS_RATE_LIMIT_CLIENT_RECYCLE_POINTS: '100000',
      WHODIS_RATE_LIMIT_RECYCLE_POINTS: '100000',
    },
  },
})
