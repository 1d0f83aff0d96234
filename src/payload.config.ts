import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { FooterGlobal } from './globals/Footer'
import { HeaderGlobal } from './globals/Header'
import { SiteSettingsGlobal } from './globals/SiteSettings'
import { loadEnv } from './lib/env'
import { logger } from './lib/logger'
import { databaseAdapter } from './server/db/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// @payloadcms/live-preview was last published at 3.90.1 (the registry has no 3.90.2); its protocol is
// unchanged, but Payload's development-only version check would refuse to start over it.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
const env = loadEnv()

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' | Site admin' },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [Pages, Media, Users],
  globals: [SiteSettingsGlobal, HeaderGlobal, FooterGlobal],
  editor: lexicalEditor(),
  db: databaseAdapter(env.DATABASE_URL),
  sharp,
  logger,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  telemetry: false,
  cors: [env.SITE_URL],
  csrf: [env.SITE_URL],
})
