import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { upgradeLegacyLayout } from '@/migrations/legacy/upgradeLegacyBlocks'
import { adapterName } from './support/payload'

type Layouts = Record<string, { published: Record<string, unknown>[] | null; draft: Record<string, unknown>[] | null }>
type LegacyResult = { pageTables: string[]; mismatches: string[]; mediaId: number; layouts: Layouts }
type CurrentResult = { layouts: Layouts }
type PopulatedResult = { populated: Record<string, Record<string, unknown>[]> }

/** A database no other test uses: a new SQLite file, or a new database on the test's PostgreSQL server. */
async function freshDatabaseUrl(): Promise<string> {
  const base = process.env.DATABASE_URL ?? ''
  if (adapterName() === 'sqlite') return `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blocks-mig-')), 'legacy.db')}`
  const name = `blocks_mig_${Date.now()}`
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/** The three phases, one after the other in one child process (see support/blocksMigrationPhase.ts). */
function runPhases(databaseUrl: string): [LegacyResult, CurrentResult, PopulatedResult] {
  const phases = ['legacy', 'current', 'populated'] as const
  const out = execFileSync(process.execPath, ['node_modules/payload/bin.js', 'run', 'tests/int/support/blocksMigrationPhase.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATION_PHASE: phases.join(','), PAYLOAD_MIGRATING: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const result = (phase: string) => {
    const line = out.split('\n').find((l) => l.startsWith(`RESULT ${phase} `))
    if (!line) throw new Error(`phase ${phase} printed no result:\n${out.slice(-2000)}`)
    return JSON.parse(line.slice(`RESULT ${phase} `.length)) as unknown
  }
  return phases.map(result) as [LegacyResult, CurrentResult, PopulatedResult]
}

describe(`blocks-as-JSON migration (${adapterName()})`, () => {
  let before: LegacyResult
  let after: CurrentResult
  let read: PopulatedResult

  beforeAll(async () => {
    ;[before, after, read] = runPhases(await freshDatabaseUrl())
  }, 240_000)

  it('seeds at the previous schema: the frozen Pages config matches the committed snapshot of the block tables', () => {
    expect(before.pageTables.length).toBeGreaterThan(10)
    expect(before.mismatches).toEqual([])
  })

  it('keeps every page layout, published and draft, in today’s block shapes', () => {
    for (const [slug, legacy] of Object.entries(before.layouts)) {
      expect(legacy.published?.length, slug).toBeGreaterThan(0)
      expect(after.layouts[slug]?.published, slug).toMatchObject(upgradeLegacyLayout(legacy.published)!)
      expect(after.layouts[slug]?.draft, slug).toMatchObject(upgradeLegacyLayout(legacy.draft)!)
    }
  })

  it('moves the hero, promo and rebate fields to their new names with the same values', () => {
    const [hero, carousel, faq, promo] = after.layouts['legacy-home']!.published!
    expect(hero).toMatchObject({
      blockType: 'hero2025',
      title: 'Published headline',
      link: { type: 'custom', url: '/rebates/', label: 'Explore products', appearance: { background: 'white', cornerRadius: 'xl', width: 'fit', showIcon: true } },
      backgroundImage: before.mediaId,
      verticalAlign: 'bottom',
      horizontalAlign: 'center',
      mobileImageFocus: 'right',
      sidebar: { show: true, firstCard: 'call-to-action', ctaCard: { show: true, link: { url: '/find-a-dealer/', label: 'Compare systems' } } },
    })
    expect(carousel).toMatchObject({ blockType: 'dealerCarousel', title: 'Dealers near you' })
    expect(faq).toMatchObject({ blockType: 'faq', items: [{ question: 'How often?', answer: 'Once a year.\n\nSpring and autumn.' }, { question: 'How long?' }] })
    expect(promo).toMatchObject({ image: before.mediaId, backgroundColor: 'navy', link: { url: '/rebates/', label: 'Check rebates', appearance: { background: 'none' } } })
    expect(after.layouts['legacy-home']!.draft![0]).toMatchObject({ title: 'Draft headline' })

    const [content, hidden, standard] = after.layouts['legacy-rebates']!.published!
    expect(content).toMatchObject(before.layouts['legacy-rebates']!.published![0]!)
    expect(hidden).toMatchObject({ heading: 'Hidden savings', zipLabel: 'ZIP', settings: { hidden: true } })
    expect(standard).toMatchObject({ heading: 'Standard savings', settings: { hidden: false, spacing: 'standard' } })
  })

  it('still populates uploads inside blocks at the depth pages are read with', () => {
    const [hero, , , promo] = read.populated['legacy-home']!
    expect(hero!.backgroundImage).toMatchObject({ id: before.mediaId, alt: 'Sample image for the migration test' })
    expect((hero!.backgroundImage as { url: string }).url).toMatch(/legacy(-\d+)?\.jpg$/)
    expect(promo!.image).toMatchObject({ id: before.mediaId })
  })
})
