import { defineConfig } from '@playwright/test'

/**
 * The deployment test (`npm run test:deploy`, docs/deploy.md "Deployment test"): nginx with TLS in
 * front of two `npm start` of the current build (NEXT_DIST_DIR, or .next), a lead worker,
 * PostgreSQL and Redis, all started by the spec itself. Needs a production build: `npm test` runs
 * it after the e2e step's build; on its own, `npm run build` first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'deploy.spec.ts',
  // Its own folder: the default (test-results beside package.json) is the browser tests', which
  // Playwright empties when a run starts, and the two run at the same time in npm test.
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
})
