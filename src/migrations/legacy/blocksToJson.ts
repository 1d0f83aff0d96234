import fs from 'node:fs'
import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig, type Field, type Payload, type PayloadRequest } from 'payload'
import legacyPages from './pages-2026-11-21.json'
import { upgradeLegacyLayout } from './upgradeLegacyBlocks'

/** The parts of Payload's blocks-to-JSON migrator (drizzle adapter utilities) used here. */
type Migrator = {
  setTempFolder(folder: string): void
  collectAndSaveEntitiesToBatches(req: PayloadRequest, options?: { batchSize?: number }): Promise<void>
}
type Entity = { id?: number | string; slug: string; type: string; originalData: Record<string, unknown> & { version?: Record<string, unknown> } }

export type WriteLayout = (table: 'pages' | '_pages_v', column: 'layout' | 'version_layout', id: number | string, layout: unknown[] | null) => Promise<void>

/**
 * Moves page layouts from block tables into one JSON column.
 *
 * Payload's predefined `blocks-as-json` migration reads the old tables through the CURRENT config,
 * which stops matching those tables as soon as a block field changes (every later install would
 * fail here). So the old rows are read with the Pages fields frozen as they were
 * (pages-2026-11-21.json), each layout is upgraded to today's block shapes, the DDL runs, and the
 * JSON is written with plain SQL into the new columns only. On PostgreSQL all of it is one
 * transaction; on SQLite the collected rows stay in a folder until the writes are done, and the
 * folder is kept (and its path logged) if anything fails.
 */
export async function migratePagesToJsonBlocks(args: {
  payload: Payload
  req: PayloadRequest
  migrator: Migrator
  runStatements: () => Promise<void>
  writeLayout: WriteLayout
}): Promise<void> {
  const { payload, req, migrator, runStatements, writeLayout } = args
  const folder = path.resolve(process.cwd(), `.payload-blocks-migration-${Date.now()}`)
  const live = payload.collections.pages.config
  const saved = { fields: live.fields, flattenedFields: live.flattenedFields }
  const legacy = await legacyPagesCollection(payload)
  // Collections and globals with blocks that are newer than this migration (reusable blocks): their
  // tables do not exist yet, so the migrator must neither model their block tables nor read them.
  const newer = [...payload.config.collections.filter((c) => c.slug !== 'pages'), ...payload.config.globals].filter((e) => hasBlocks(e.flattenedFields))
  const savedNewer = newer.map((entity) => ({ entity, fields: entity.fields, flattenedFields: entity.flattenedFields }))
  migrator.setTempFolder(folder)
  try {
    Object.assign(live, { fields: legacy.fields, flattenedFields: legacy.flattenedFields })
    for (const entity of newer) Object.assign(entity, { fields: [], flattenedFields: [] })
    await migrator.collectAndSaveEntitiesToBatches(req, { batchSize: 100 })
  } finally {
    Object.assign(live, saved)
    for (const { entity, fields, flattenedFields } of savedNewer) Object.assign(entity, { fields, flattenedFields })
    await rebuildAdapterSchema(payload, migrator, req)
  }
  await runStatements()
  let written = 0
  try {
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
      const entities = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Entity[]
      for (const entity of entities) {
        if (entity.slug !== 'pages' || entity.id === undefined) continue
        if (entity.type === 'collection') await writeLayout('pages', 'layout', entity.id, upgradeLegacyLayout(entity.originalData.layout))
        if (entity.type === 'collectionVersion') await writeLayout('_pages_v', 'version_layout', entity.id, upgradeLegacyLayout(entity.originalData.version?.layout))
        written++
      }
    }
  } catch (error) {
    payload.logger.error({ err: error, folder }, 'Moving page layouts to JSON failed; the collected layouts are kept in this folder')
    throw error
  }
  payload.logger.info(`Moved ${written} page layouts (pages and versions) to JSON`)
  fs.rmSync(folder, { recursive: true, force: true })
}

function hasBlocks(fields: readonly unknown[]): boolean {
  return fields.some(
    (field) =>
      typeof field === 'object' &&
      field !== null &&
      (('type' in field && field.type === 'blocks') || ('flattenedFields' in field && Array.isArray(field.flattenedFields) && hasBlocks(field.flattenedFields))),
  )
}

/** Pages as stored before 2026-11-23, sanitized the way Payload sanitizes a collection. */
async function legacyPagesCollection(payload: Payload) {
  const frozen = legacyPages as unknown as { fields: Field[]; versions: CollectionConfig['versions'] }
  const config = await buildConfig({
    secret: 'legacy-schema-only-not-a-secret-0000000000',
    db: payload.config.db,
    editor: lexicalEditor(),
    telemetry: false,
    collections: [
      { slug: 'pages', versions: frozen.versions, fields: frozen.fields },
      { slug: 'media', upload: true, fields: [] },
      { slug: 'users', auth: true, fields: [] },
    ],
  })
  const pages = config.collections.find((c) => c.slug === 'pages')
  if (!pages) throw new Error('legacy Pages config did not sanitize')
  return pages
}

/**
 * The migrator leaves the adapter's schema built from the config it read with (old block tables);
 * rebuild it from the current config with JSON blocks so the rest of this process sees today's
 * tables. These are the steps Payload's migrator takes between its own phases.
 */
async function rebuildAdapterSchema(payload: Payload, migrator: Migrator, req: PayloadRequest) {
  const internal = migrator as unknown as { resetSchema(): void; syncTransactionDrizzleInstance(req: PayloadRequest): Promise<void> }
  const db = payload.db as unknown as { blocksAsJSON: boolean; init(): Promise<void> | void; connect(): Promise<void> }
  db.blocksAsJSON = true
  internal.resetSchema()
  await db.init()
  await db.connect()
  await internal.syncTransactionDrizzleInstance(req)
}
