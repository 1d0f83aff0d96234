import tseslint from 'typescript-eslint'

const domainBoundary = {
  patterns: [
    { group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react/*'], message: 'src/domain is pure: no framework imports.' },
    { group: ['node:*', 'fs', 'path', 'child_process'], message: 'src/domain is pure: no Node.js I/O.' },
    { group: ['@/server/*', '@/blocks/*', '@/app/*', '@/components/*', '@/collections/*', '@/globals/*', '@/lib/*'], message: 'Imports flow domain <- server <- blocks/app; domain imports none of them.' },
  ],
}

export default tseslint.config(
  {
    ignores: [
      '.next*/**',
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
  { files: ['src/domain/**/*.ts'], ignores: ['src/domain/**/*.test.ts'], rules: { 'no-restricted-imports': ['error', domainBoundary] } },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(blocks/|app/|components/|seed/)', message: 'server/ must not depend on UI code or on the seed (the seed builds on server/, not the other way).' }] },
      ],
    },
  },
)
