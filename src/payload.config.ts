import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'
import { Dealers } from './collections/Dealers'
import { Media } from './collections/Media'
import { Documents } from './collections/Documents'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { pageBlocks } from './blocks'
import { RebateAuthorities } from './collections/RebateAuthorities'
import { RebateOffers } from './collections/RebateOffers'
import { RebatePrograms } from './collections/RebatePrograms'
import { ReusableBlocks } from './collections/ReusableBlocks'
import { Experiments } from './collections/Experiments'
import { ExperimentCounts } from './collections/ExperimentCounts'
import { Videos } from './collections/Videos'
import { VideoCategories } from './collections/VideoCategories'
import { Reviews } from './collections/Reviews'
import { Users } from './collections/Users'
import { Leads } from './collections/Leads'
import { PhoneLeaseEvents, PhoneLeases } from './collections/PhoneLeases'
import { PhoneNumberPools } from './collections/PhoneNumberPools'
import { Products } from './collections/Products'
import { LeadSettingsGlobal } from './globals/LeadSettings'
import { leadJobs } from './server/jobs/leadTasks'
import { FooterGlobal } from './globals/Footer'
import { HeaderGlobal } from './globals/Header'
import { SiteSettingsGlobal } from './globals/SiteSettings'
import { loadEnv, skipPayloadDependencyCheck } from './lib/env'
import { logger } from './lib/logger'
import { databaseAdapter } from './server/db/adapter'
import { richTextEditor } from './fields/richText'
import { rejectMalformedFilters } from './server/http/rejectMalformedFilters'
import { rejectMalformedIds } from './server/http/rejectMalformedIds'
import { yesNoCheckboxCells } from './fields/yesNoCells'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// @payloadcms/live-preview was last published at 3.90.1 (the registry has no 3.90.2); its protocol is
// unchanged, but Payload's development-only version check would refuse to start over it.
skipPayloadDependencyCheck()
const env = loadEnv()

/** The config before sanitizing, made anew on each call (sanitizing mutates it); tests build variants of it. */
export const configInput = () => ({
  serverURL: env.SITE_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    // Payload's default is Gravatar: a request to a third-party host for every admin page.
    avatar: 'default',
    importMap: { baseDir: dirname },
    components: {
      // The first screen: the leads dashboard above the collection cards (docs/leads.md "Dashboard").
      beforeDashboard: ['@/collections/Leads/components/dashboard/LeadsDashboard#LeadsDashboard'],
      // The description under each block's name in the block picker (docs/admin.md "The block picker").
      header: ['@/blocks/BlockPickerDescriptions#BlockPickerDescriptions'],
      // The brand, not Payload's logo, on the sign-in screen and in the navigation.
      graphics: { Logo: '@/globals/SiteSettings/components/BrandLogo#BrandLogo', Icon: '@/globals/SiteSettings/components/BrandLogo#BrandIcon' },
      // The sign-in screen: Payload's email and password, and the two-step code (docs/security.md).
      views: { login: { Component: '@/collections/Users/components/SignInView#SignInView' } },
    },
    meta: { titleSuffix: ' | Site admin' },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  blocks: pageBlocks,
  collections: [Pages, ReusableBlocks, Media, Users, Dealers, Reviews, RebateAuthorities, RebatePrograms, RebateOffers, Leads, PhoneNumberPools, PhoneLeases, PhoneLeaseEvents, Experiments, ExperimentCounts, Documents, Videos, VideoCategories, Products, Redirects],
  globals: [SiteSettingsGlobal, HeaderGlobal, FooterGlobal, LeadSettingsGlobal],
  jobs: leadJobs,
  editor: richTextEditor(),
  db: databaseAdapter(env.DATABASE_URL),
  sharp,
  logger,
  // Outside production, Payload starts a `payload generate:types` process each time it starts (10
  // CPU-seconds each): handy under `npm run dev`, but the tests start Payload dozens of times and
  // would rewrite the committed types as they run. Under test the types are `npm run generate`'s.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: loadEnv().NODE_ENV !== 'test' },
  graphQL: { disable: true },
  telemetry: false,
  cors: [env.SITE_URL],
  csrf: [env.SITE_URL],
  plugins: [rejectMalformedIds, rejectMalformedFilters, yesNoCheckboxCells],
  // Refused requests are routine, not faults: one line each, no stack (src/server/http/adminLogin.ts logs sign-in failures).
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', NotFound: 'info' },
}) satisfies Config

export default buildConfig(configInput())
