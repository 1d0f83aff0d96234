import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  // The App Router's next/dynamic (what `next build` uses in app/): it renders on the server and
  // waits for the component, so server-render tests see split client parts as pages do.
  'next/dynamic': path.resolve(import.meta.dirname, 'node_modules/next/dist/shared/lib/app-dynamic.js'),
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

// The raw block and collection configs: loading the Payload config (any block test that renders
// through the server helpers does) sanitizes them in place, adding a label to every field.
// The proxy's experiment list is cached per process: the files that serve their own list (and src/proxy.test.ts
// in the shared project) each get a fresh copy.
const FRESH_MODULES = ['src/fields/labelAudit.test.ts', 'src/server/experiments/exposures.test.ts', 'src/server/experiments/proxy.test.ts']
// Component tests in a document: `*.dom.test.tsx` beside the component.
const DOM_TESTS = 'src/**/*.dom.test.tsx'
// Integration files that set the environment a route reads once per process (PHOTON_URL) and need no
// Payload: they run in fresh modules of their own (`--project 'int*'` runs both integration projects).
const FRESH_INT = ['tests/int/places-photon.int.test.ts']
// Unit tests never read or create the developer's database (data/site.db): blocks that query render
// their empty state against an empty in-memory one.
const UNIT_ENV = { DATABASE_URL: 'file::memory:' }

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit',
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...FRESH_MODULES, DOM_TESTS],
          environment: 'node',
          // A worker keeps its modules from one file to the next (React, the block registry, zod
          // schemas are loaded once, not 166 times): 8x less CPU than a fresh module graph per file.
          isolate: false,
          env: UNIT_ENV,
          // `npm test` runs these at a low priority beside the browser tests: a test that renders
          // every block fixture took over Vitest's default 5 s there, and building the geo index in a
          // beforeAll over its default 10 s. The limits guard against a hang.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          // Components with behaviour, driven as a visitor does (Testing Library, user-event) in a
          // browser-like document (happy-dom); `--project 'unit*'` runs them with the unit tests.
          name: 'unit-dom',
          include: [DOM_TESTS],
          setupFiles: ['./vitest.setup.ts', './vitest.dom.setup.ts'],
          environment: 'happy-dom',
          isolate: false,
          env: UNIT_ENV,
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          // Files that must see modules as no other file has touched them (`--project 'unit*'` runs both).
          name: 'unit-fresh',
          setupFiles: ['./vitest.setup.ts'],
          include: FRESH_MODULES,
          environment: 'node',
          env: UNIT_ENV,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: FRESH_INT,
          environment: 'node',
          // The first full seed of a run (3,000 dealers, 33,651 reviews) runs inside a test, and the
          // suite runs beside the build and the browser tests.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One process runs the files one after another and keeps its modules: Payload starts once
          // per run (tests/int/support/payload.ts), not once per file. Files share the database anyway.
          fileParallelism: false,
          isolate: false,
          // Deliveries run when a test says so, not on the background cron (the same for every file,
          // whichever started Payload).
          env: { JOBS_AUTORUN: 'false' },
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: 'automatic' },
        test: { name: 'int-fresh', include: FRESH_INT, environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
})
