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
const FRESH_MODULES = ['src/fields/labelAudit.test.ts']
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
          exclude: FRESH_MODULES,
          environment: 'node',
          // A worker keeps its modules from one file to the next (React, the block registry, zod
          // schemas are loaded once, not 166 times): 8x less CPU than a fresh module graph per file.
          isolate: false,
          env: UNIT_ENV,
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
    ],
  },
})
