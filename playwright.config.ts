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

// Specs that start servers of their own (their own ports and databases) and mostly wait on them.
const OWN_SERVERS = /(startup|shared-cache|leads-chaos)\.spec\.ts$/

/**
 * Browser tests against `next start` of a production build (see scripts/test.mjs for the database).
 * Two projects side by side: `site`, one test at a time against the shared server and database
 * (tests write leads, admin edits and experiment cookies), and `servers`, the specs that start
 * their own servers, beside it.
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
    { name: 'site', testIgnore: OWN_SERVERS, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'servers', testMatch: OWN_SERVERS, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
