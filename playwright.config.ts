import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
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

// Beside the serial tests: the specs that start servers of their own (their own ports and
// databases) and mostly wait on them, and the site walk, which only reads (it starts first, before
// any test has added a page).
const BESIDE = /(crawl|startup|shared-cache|leads-chaos)\.spec\.ts$/

/**
 * Browser tests against `next start` of a production build (see scripts/test.mjs for the database).
 * Two projects side by side: `site`, one test at a time against the shared server and database
 * (tests write leads, admin edits and experiment cookies), and `beside`, the site walk and the
 * specs that start their own servers. (A third worker for the read-only specs was tried: on two
 * cores it saved 80 s of 740 and made the walks and timing-sensitive tests fail under the load.)
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'site', testIgnore: BESIDE, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'beside', testMatch: BESIDE, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
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
