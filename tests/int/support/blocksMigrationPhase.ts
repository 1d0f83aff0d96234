// The phases of the blocks-to-JSON migration test, in a process of their own (MIGRATION_PHASE lists
// them, comma-separated), each with a Payload instance of its own (its own getPayload key):
//   legacy:  migrate to the last schema with block tables, check that the frozen legacy Pages config
//            matches that schema's committed snapshot, write sample pages of every legacy block.
//   current: apply the remaining migrations with today's config and report the stored layouts.
//   populated: read the pages as the site does (depth 2) with a Payload started after the migration.
// Prints one JSON line per phase: RESULT <phase> { layouts: { [slug]: { published, draft } }, ... }.
import fs from 'node:fs'
import path from 'node:path'
import { buildConfig, getPayload, type CollectionConfig, type Field, type Payload } from 'payload'
import sharp from 'sharp'
import { LEADS_SLUG, PHONE_LEASE_EVENTS_SLUG, PHONE_LEASES_SLUG, PHONE_NUMBER_POOLS_SLUG } from '@/collections/slugs'
import legacyPages from '@/migrations/legacy/pages-2026-11-21.json'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { databaseAdapter } from '@/server/db/adapter'
import siteConfig, { configInput } from '@/payload.config'
import type { Page } from '@/payload-types'
import { LEGACY_PAGES } from './legacyPages'

const phases = (process.env.MIGRATION_PHASE ?? '').split(',')
const url = process.env.DATABASE_URL ?? ''
const adapter = /^postgres/.test(url) ? 'postgres' : 'sqlite'
const all = adapter === 'postgres' ? postgresMigrations : sqliteMigrations
const LAST_TABLES_MIGRATION = '20261121_161606_lead_delivery_runs'
// The collections that schema had. Later ones stay out: their tables do not exist yet, and some
// refer to blocks or collections this config leaves out.
const LEGACY_COLLECTIONS = new Set(['pages', 'media', 'users', 'dealers', 'reviews', 'rebate-authorities', 'rebate-programs', 'rebate-offers', LEADS_SLUG, PHONE_NUMBER_POOLS_SLUG, PHONE_LEASES_SLUG, PHONE_LEASE_EVENTS_SLUG])
const ctx = { disableRevalidate: true }
type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

async function readLayouts(payload: Payload) {
  const out: Record<string, { published: unknown; draft: unknown }> = {}
  for (const { slug } of LEGACY_PAGES) {
    const find = (draft: boolean) => payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, draft, limit: 1 })
    out[slug] = { published: (await find(false)).docs[0]?.layout ?? null, draft: (await find(true)).docs[0]?.layout ?? null }
  }
  return out
}

async function legacy() {
  const frozen = legacyPages as unknown as { fields: Field[]; versions: CollectionConfig['versions'] }
  const input = configInput()
  const config = await buildConfig({
    ...input,
    blocks: [],
    db: databaseAdapter(url, { blocksAsJSON: false }),
    collections: input.collections
      .filter((c) => LEGACY_COLLECTIONS.has(c.slug))
      .map((c) => (c.slug === 'pages' ? { ...c, fields: frozen.fields, versions: frozen.versions } : c)),
  })
  const payload = await getPayload({ config, key: 'legacy' })
  const upTo = all.findIndex((m) => m.name === LAST_TABLES_MIGRATION)
  await payload.db.migrate({ migrations: all.slice(0, upTo + 1) as Migrations })

  // The frozen config must describe exactly the tables that migration left: compare with its snapshot.
  const dir = path.resolve('src/migrations', adapter)
  const before = JSON.parse(fs.readFileSync(path.join(dir, `${LAST_TABLES_MIGRATION}.json`), 'utf8'))
  const afterName = fs.readdirSync(dir).find((f) => f.endsWith('_blocks_as_json.json'))!
  const after = JSON.parse(fs.readFileSync(path.join(dir, afterName), 'utf8'))
  const { generateDrizzleJson } = (payload.db as unknown as { requireDrizzleKit(): { generateDrizzleJson(s: unknown): Promise<{ tables: Record<string, { columns: Record<string, { type: string }> }> }> } }).requireDrizzleKit()
  const generated = await generateDrizzleJson((payload.db as unknown as { schema: unknown }).schema)
  const pageTables = Object.keys(before.tables).filter((t) => !(t in after.tables) || /(^|\.)_?pages(_v)?$/.test(t))
  const columnsOf = (tables: Record<string, { columns: Record<string, { type: string }> }>, t: string) =>
    Object.entries(tables[t]?.columns ?? {}).map(([name, c]) => `${name}:${c.type}`).sort()
  const mismatches = pageTables.filter((t) => JSON.stringify(columnsOf(generated.tables, t)) !== JSON.stringify(columnsOf(before.tables, t)))

  const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3d7ad6' } }).jpeg().toBuffer()
  const media = await payload.create({ collection: 'media', data: { alt: 'Sample image for the migration test' }, file: { data: image, mimetype: 'image/jpeg', name: 'legacy.jpg', size: image.length }, context: ctx })
  // Legacy block shapes, which today's generated types do not describe.
  const legacyLayout = (layout: Record<string, unknown>[]) => layout as unknown as Page['layout']
  for (const page of LEGACY_PAGES) {
    const layout = legacyLayout(page.layout(media.id))
    const doc = await payload.create({ collection: 'pages', data: { title: page.title, slug: page.slug, _status: 'published', layout }, context: ctx })
    if (page.draftLayout) {
      await payload.update({ collection: 'pages', id: doc.id, data: { layout: legacyLayout(page.draftLayout(media.id)), _status: 'draft' }, draft: true, context: ctx })
    }
  }
  return { pageTables, mismatches, mediaId: media.id, layouts: await readLayouts(payload) }
}

async function current() {
  const payload = await getPayload({ config: siteConfig, key: 'current' })
  await payload.db.migrate({ migrations: all as Migrations })
  return { layouts: await readLayouts(payload) }
}

/** After migrating, as the site reads pages: a Payload started afterwards, uploads populated at depth 2. */
async function populated() {
  const payload = await getPayload({ config: siteConfig, key: 'populated' })
  const rendered: Record<string, unknown> = {}
  for (const { slug } of LEGACY_PAGES) {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 2, limit: 1 })).docs[0]
    rendered[slug] = page?.layout ?? null
  }
  return { populated: rendered }
}

const run = { legacy, current, populated }
for (const phase of phases) {
  if (!(phase in run)) throw new Error(`unknown phase ${phase}`)
  const result = await run[phase as keyof typeof run]()
  process.stdout.write(`RESULT ${phase} ${JSON.stringify(result)}\n`)
}
process.exit(0)
