import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { clientBehindLazy } from './scripts/lint/clientBehindLazy.mjs'

/** src/domain is pure: no framework or Node.js I/O packages (its own layer rule is in `layers` below). */
const domainPackages = {
  patterns: [
    { group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react/*'], message: 'src/domain is pure: no framework imports.' },
    { group: ['node:*', 'fs', 'path', 'child_process'], message: 'src/domain is pure: no Node.js I/O.' },
  ],
}

/**
 * One-way layers: each zone names a folder (target) and the folders it must not import from.
 * import-x resolves `@/` aliases and relative paths alike, so `../../server/x` is caught too.
 */
const layers = [
  {
    target: './src/domain',
    from: ['./src/server', './src/blocks', './src/app', './src/components', './src/collections', './src/globals', './src/lib', './src/seed'],
    message: 'Imports flow domain <- server <- blocks/app; domain imports none of them.',
  },
  {
    target: './src/server',
    from: ['./src/blocks', './src/app', './src/components', './src/seed'],
    message: 'server/ must not depend on UI code or on the seed (the seed builds on server/, not the other way).',
  },
  {
    target: './src/server',
    from: './src/collections',
    except: ['./slugs.ts'],
    message: 'server/ takes collection slugs from @/collections/slugs and rules from src/domain, never a collection config (which imports server/ back).',
  },
  {
    target: './src/server',
    from: './src/globals',
    message: 'server/ takes a global\'s slug, defaults and shape from src/domain and its cache tag from server/cache, never the global\'s config (which imports server/ back).',
  },
  {
    target: './src/components',
    from: ['./src/server', './src/seed', './src/collections'],
    message: 'Shared UI is presentational: the page, layout or block that renders it loads the data and passes it in.',
  },
  {
    target: './src/components',
    from: './src/blocks',
    message: 'Shared UI sits below the blocks: move what a block and other UI share into src/components.',
  },
  {
    target: './src/blocks',
    from: './src/seed',
    message: 'Blocks never import the seed (the seed imports their fixtures): keep sample values in the fixture.',
  },
  {
    target: './src/lib',
    from: ['./src/server', './src/collections', './src/blocks', './src/components'],
    message: 'src/lib holds generic helpers (env, logger, clients) below every feature layer.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '.next*/**',
      // The site's server, bundled by every build (scripts/build/siteServer.mjs).
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'next-env.d.ts',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/geodata/vendor/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions import-x skips .ts/.tsx files when it follows imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // A runtime import cycle loads only while neither side uses the other at module load; type-only
      // imports are erased and so are not counted. Packages are not followed (ignoreExternal).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  { files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // A block folder is self-contained: what two blocks share lives in components/, fields/, domain/ or server/.
    // Fixtures and tests may compose other blocks' fixtures (a group of sample blocks).
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    ignores: ['src/blocks/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./(?!types$)[^/]+/(?!fixtures$)|@/blocks/(?!types$))', message: 'A block imports no other block folder: move the shared part to components/, fields/, domain/ or server/.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'client-behind-lazy': clientBehindLazy } } },
    rules: {
      'local/client-behind-lazy': [
        'error',
        {
          // Client modules a server module imports on purpose, each with the reason.
          allow: {
            'src/app/(frontend)/SiteShell.tsx': 'the click tracker and live preview run on every page',
            'src/app/(frontend)/dealers/[slug]/page.tsx': 'the dealer profile page is the lead form and its actions',
            'src/components/layout/SiteHeader.tsx': 'the header navigation is on every page',
            'src/components/layout/SiteFooter.tsx': 'the newsletter form is in every page\'s footer (7bf2fb3: a lazy chunk saved nothing)',
            'src/blocks/EmailBanner/Component.tsx': 'the same newsletter form as the footer, already on every page',
            'src/blocks/Hero2025/Component.tsx': 'the ZIP card is above the fold of the page that has the hero; a separate chunk would only delay it',
            'src/components/dealers/RefrigerantTooltip.tsx': 'rendered inside client dealer cards only',
            'src/collections/Leads/components/dashboard/LeadsDashboard.tsx': 'admin dashboard only: never on a public page',
            'src/collections/Users/components/SignInView.tsx': 'the admin sign-in screen is its form: never on a public page',
          },
        },
      ],
    },
  },
  { files: ['src/domain/**/*.ts'], ignores: ['src/domain/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', domainPackages] } },
  {
    // One way to render a component in a test: renderHtml (tests/support/renderHtml.ts) gives the HTML a
    // page render sends, lazy parts included, where renderToStaticMarkup leaves them out.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-dom/server', message: 'Render with renderHtml from tests/support/renderHtml.ts.' }] }] },
  },
  {
    // One validated configuration (docs/configuration.md). The Redis cache handler is plain .mjs that
    // Next loads by path, outside the app's module graph; its two variables are validated in src/lib/env.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    // serve.ts is the process's entry: it sets NODE_ENV and PORT, as `next start` does, before any module reads them.
    ignores: ['src/lib/env/**', 'src/server/cache/redis-cache-handler.mjs', 'src/server/http/serve.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadEnv() (src/lib/env); tests set variables with setEnv (tests/support/env.ts).' },
      ],
    },
  },
)
