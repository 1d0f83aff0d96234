import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { GET as payloadRestGet, POST as payloadRestPost } from '@/app/(payload)/api/[...slug]/route'
import { POST as clickPost } from '@/app/api/experiments/click/route'
import { POST as countsPost } from '@/app/api/experiments/counts/route'
import { POST as leadsPost } from '@/app/api/leads/route'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { decideExperiments, experimentRun, experimentScope, type ExperimentRule } from '@/domain/experiments/assignment'
import { signAssignmentCookie } from '@/server/experiments/assignmentCookie'
import { experimentResponseFor } from '@/server/experiments/proxy'
import type { ExperimentResults } from '@/server/experiments/results'
import { flushClickCounts } from '@/server/experiments/clickCounts'
import { countExposures, flushExposures } from '@/server/experiments/exposures'
import { loadRunningExperiments } from '@/server/experiments/activeExperiments'
import { COUNTS_SIGNATURE_HEADER } from '@/server/experiments/countsSignature'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { parseLeadSubmission } from '@/domain/leads/leadIntake'
import { submitLead } from '@/server/leads/submitLead'
import { adapterName, testPayload } from './support/payload'

process.env.JOBS_AUTORUN = 'false'

const ctx = { disableRevalidate: true }
const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36'

let payload: Payload
let token: string
let experiment: { id: number; key: string; run: number }
/** What the experiment's counts and leads are stored under (key, record, phase 1). */
const scope = () => experimentScope({ ...experiment, phase: 1 })
/** The signed cookie the proxy gives a visitor it assigned and counted. */
const assignedCookie = (variant: string, extra = '') => `xp=${signAssignmentCookie(`${experiment.key}_${variant}_${experiment.run}p1_c${extra}`)}`
let rules: ExperimentRule[]
let path: string
let pageId: number
let winnerAsset: number
// This server as the proxy reaches it (127.0.0.1:PORT): an HTTP server that hands requests to the real count route.
// Page requests come from the site's public origin behind a TLS balancer, which the counts never go to.
let origin = ''
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', async () => {
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    const response = await countsPost(request)
    res.writeHead(response.status).end(await response.text())
  })
})

let ip = 0
const nextIp = () => `198.18.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`

/** `n` new visitors whose weighted draw lands on `variant` (the proxy's own decision and counting). */
function visit(n: number, variant: 'control' | 'b', userAgent = BROWSER) {
  for (let i = 0; i < n; i++) {
    const robot = userAgent !== BROWSER
    const decision = decideExperiments(rules, path, {}, new Date(), () => (variant === 'control' ? 0.25 : 0.75), !robot)
    expect(decision.fresh).toEqual(robot ? {} : { [scope()]: variant })
    countExposures(decision)
  }
}

/** `n` newsletter signups from visitors holding `variant` in their experiment cookie, through POST /api/leads. */
async function leads(n: number, variant: string, from = 0) {
  // Twenty at a time, as a busy site receives them (they share commits).
  for (let start = 0; start < n; start += 20) {
    await Promise.all(Array.from({ length: Math.min(20, n - start) }, (_, j) => lead(variant, from + start + j)))
  }
}

async function lead(variant: string, i: number) {
  {
    const response = await leadsPost(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER, [PEER_ADDRESS_HEADER]: nextIp(), cookie: assignedCookie(variant, '~gone-experiment_b_99999p1_c') },
        body: JSON.stringify({ kind: 'MARKETO', email: `xp-${variant}-${i}-${stamp}@example.com`, source: 'footer-newsletter' }),
      }),
    )
    expect(response.status).toBe(201)
  }
}

/**
 * `n` more signups stored by the intake's own store step (submitLead) with the variant the intake reads
 * from the cookie: the first test sends leads through POST /api/leads; this keeps the textbook run quick.
 */
async function storedLeads(n: number, variant: string, from: number) {
  for (let start = 0; start < n; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, n - start) }, async (_, j) => {
        const parsed = parseLeadSubmission({ kind: 'MARKETO', email: `xp-${variant}-${from + start + j}-${stamp}@example.com`, source: 'footer-newsletter' })
        if (!parsed.ok) throw new Error('invalid test lead')
        await submitLead(payload, parsed.lead, {
          ip: nextIp(),
          userAgent: BROWSER,
          mtaAid: null,
          mtaSid: null,
          idempotencyKey: null,
          consentText: null,
          experiments: { [scope()]: variant },
        })
      }),
    )
  }
}

/** POST /api/experiments/:id/declare-winner as the admin. */
const declareWinner = (id: number, body: unknown) =>
  payloadRestPost(
    new Request(`http://localhost/api/experiments/${id}/declare-winner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['experiments', String(id), 'declare-winner'] }) },
  )

async function report(): Promise<ExperimentResults> {
  const response = await payloadRestGet(new Request(`http://localhost/api/experiments/${experiment.id}/results`, { headers: { Authorization: `JWT ${token}` } }), {
    params: Promise.resolve({ slug: ['experiments', String(experiment.id), 'results'] }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as ExperimentResults
}

beforeAll(async () => {
  payload = await testPayload()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The proxy sends its counts to this server itself (127.0.0.1 and the PORT the server sets).
  process.env.PORT = String((server.address() as AddressInfo).port)
  origin = 'https://www.example.com'
  const credentials = { email: `xp-admin-${stamp}@example.com`, password: 'xp-admin-password-1' }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Experiments admin' }, context: ctx })
  token = (await payload.login({ collection: 'users', data: credentials })).token as string
  const asset = async (title: string) =>
    (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: `${title} ${stamp}`, layout: [{ ...promoCardFixture, title }] } })).id
  const control = await asset('Control offer (results test)')
  winnerAsset = await asset('Variant B offer (results test)')
  const page = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Results host', slug: `xp-results-${stamp}`, _status: 'published', layout: [] } })
  pageId = page.id
  const created = await payload.create({
    collection: EXPERIMENTS_SLUG,
    context: ctx,
    data: {
      name: 'Results test',
      key: `r-${stamp}`.slice(0, 40),
      // The leads these tests send are newsletter signups (the quickest to send): the goal counts them.
      goal: ['MARKETO'],
      status: 'running',
      pages: [page.id],
      variants: [
        { key: 'control', weight: 50, asset: control },
        { key: 'b', weight: 50, asset: winnerAsset },
      ],
    },
  })
  experiment = { id: created.id, key: created.key, run: experimentRun(created) }
  await payload.update({
    collection: 'pages',
    id: page.id,
    context: ctx,
    data: { layout: [{ blockType: 'experimentPlacement', experiment: created.id, settings: { spacing: 'extra' } }] },
  })
  rules = (await loadRunningExperiments()).filter((rule) => rule.key === experiment.key)
  path = rules[0]!.paths[0]!
})

const previousPort = process.env.PORT
afterAll(() => {
  if (previousPort === undefined) delete process.env.PORT
  else process.env.PORT = previousPort
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

describe(`experiment results (${adapterName()})`, () => {
  it('counts visitors where they are assigned, once, without bots; leads carry the variant', async () => {
    visit(100, 'control')
    visit(100, 'b')
    // Not counted: robots, and a returning visitor (the cookie already holds the variant, so nothing is fresh).
    visit(5, 'b', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    const returning = decideExperiments(rules, path, { [experiment.key]: { variant: 'b', run: experiment.run, phase: 1, state: 'c' } }, new Date())
    expect(returning.fresh).toEqual({})
    countExposures(returning)
    await flushExposures()

    // Day 1: control 45 of 100, B 49 of 100. One B visitor signs up twice: one person, one conversion.
    await leads(45, 'control')
    await leads(49, 'b')
    await leads(1, 'b', 0)

    const day1 = await report()
    const [control, b] = day1.report.variants
    expect(control).toMatchObject({ key: 'control', visitors: 100, conversions: 45 })
    expect(b).toMatchObject({ key: 'b', visitors: 100, conversions: 49 })
    // 30+ leads each: an anytime-valid interval is shown, and it still spans no difference.
    expect(b!.interval![0]).toBeLessThan(0)
    expect(b!.interval![1]).toBeGreaterThan(0)
    expect(day1.report.verdict.kind).toBe('no-clear-winner')

    // A stored lead shows the running experiment it came from (the ended/unknown one in the cookie is dropped).
    const stored = await payload.find({ collection: 'leads', where: { email: { equals: `xp-b-0-${stamp}@example.com` } }, depth: 0, limit: 2 })
    expect(stored.docs).toHaveLength(2)
    expect(stored.docs[0]!.experiments?.map(({ experiment: e, variant }) => ({ e, variant }))).toEqual([{ e: scope(), variant: 'b' }])
  })

  it('reads 437 against 479 leads of 980 visitors each as not yet decided (a single-look test would call it)', async () => {
    // A one-look Bayesian reading gives B a 97% chance here; read daily, that rule calls A/A tests
    // 59% of the time (docs/experiments.md). The anytime-valid interval at the report's own τ:
    // d = 0.04286, v = 0.44592·0.55408/980 + 0.48878·0.51122/980 = 5.0712e-4, τ = 0.15·0.46735,
    // half-width √(2v(v+τ²)/τ² · (ln 20 + ½ ln((v+τ²)/v))) = 0.0684: about −0.026 to +0.111.
    visit(880, 'control')
    visit(880, 'b')
    await flushExposures()
    await storedLeads(437 - 45, 'control', 45)
    await storedLeads(479 - 49, 'b', 49)

    const { report: final } = await report()
    const [control, b] = final.variants
    expect(control).toMatchObject({ visitors: 980, conversions: 437 })
    expect(b).toMatchObject({ visitors: 980, conversions: 479 })
    expect(b!.lift).toBeCloseTo(479 / 437 - 1, 12)
    expect(b!.interval![0]).toBeCloseTo(-0.026, 2)
    expect(b!.interval![1]).toBeCloseTo(0.111, 2)
    expect(final.srm.mismatch).toBe(false)
    expect(final.verdict.kind).toBe('no-clear-winner')
  })

  it('counts the first call-to-action click of an assigned visitor, not forged or foreign ones', async () => {
    const click = (variant: string, cookieVariant: string | null, headers: Record<string, string> = {}) =>
      clickPost(
        new Request('http://localhost/api/experiments/click', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER,
            [PEER_ADDRESS_HEADER]: nextIp(),
            ...(cookieVariant ? { cookie: assignedCookie(cookieVariant) } : {}),
            ...headers,
          },
          body: JSON.stringify({ experiments: { [experiment.key]: variant } }),
        }),
      )
    for (let i = 0; i < 3; i++) expect((await click('b', 'b')).status).toBe(204)
    expect((await click('control', 'control')).status).toBe(204)
    // The page claims b but the visitor's cookie says control: not counted. No cookie: not counted.
    expect((await click('b', 'control')).status).toBe(204)
    expect((await click('b', null)).status).toBe(204)
    // A hand-written cookie: not counted.
    expect((await click('b', 'b', { cookie: `xp=${experiment.key}_b` })).status).toBe(204)
    expect((await click('b', 'b', { origin: 'https://elsewhere.example' })).status).toBe(403)
    const bad = await clickPost(new Request('http://localhost/api/experiments/click', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2' }))
    expect(bad.status).toBe(400)
    await flushClickCounts(payload)
    const [control, b] = (await report()).report.variants
    expect(b!.clicks).toBe(3)
    expect(control!.clicks).toBe(1)
  })

  it('refuses counts not signed by the site', async () => {
    const body = JSON.stringify({ sentAt: Date.now(), rows: [{ experiment: scope(), variant: 'b', day: '2026-11-25', visitors: 1000, ctaClicks: 0 }] })
    const forged = await countsPost(new Request('http://localhost/api/experiments/counts', { method: 'POST', body, headers: { [COUNTS_SIGNATURE_HEADER]: 'f'.repeat(64) } }))
    expect(forged.status).toBe(403)
    expect((await report()).report.variants[1]!.visitors).toBe(980)
  })

  it('HEAD, prefetch, forged-cookie and unknown-variant requests change no count; a lead with a forged cookie counts for nothing', async () => {
    const before = (await report()).report.variants.map((v) => ({ visitors: v.visitors, conversions: v.conversions }))
    const page = (method: string, headers: Record<string, string> = {}) =>
      experimentResponseFor(new NextRequest(`${origin}${path}`, { method, headers: { 'user-agent': BROWSER, ...headers } }), rules)
    for (let i = 0; i < 5; i++) {
      expect(page('HEAD')).not.toBeNull()
      page('GET', { 'next-router-prefetch': '1' })
      page('GET', { purpose: 'prefetch' })
      page('GET', { 'sec-purpose': 'prefetch' })
      page('GET', { cookie: `xp=${experiment.key}_b` })
      page('GET', { cookie: `xp=${experiment.key}_zzz` })
      page('GET', { cookie: `xp=${signAssignmentCookie(`${experiment.key}_zzz_${experiment.run}p1_c`)}` })
      // The cookie a forged one is replaced with leaves that visitor out for good.
      const reassigned = page('GET', { cookie: `xp=${experiment.key}_control` })?.cookies.get('xp')?.value
      expect(reassigned).toMatch(new RegExp(`^${experiment.key}_(control|b)_${experiment.run}p1_x\\.`))
      page('GET', { cookie: `xp=${reassigned}` })
    }
    await flushExposures()
    const forgedLead = await leadsPost(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER, [PEER_ADDRESS_HEADER]: nextIp(), cookie: `xp=${experiment.key}_b` },
        body: JSON.stringify({ kind: 'MARKETO', email: `xp-forged-${stamp}@example.com`, source: 'footer-newsletter' }),
      }),
    )
    expect(forgedLead.status).toBe(201)
    const stored = await payload.find({ collection: 'leads', where: { email: { equals: `xp-forged-${stamp}@example.com` } }, depth: 0, limit: 1 })
    expect(stored.docs[0]!.experiments ?? []).toEqual([])
    expect((await report()).report.variants.map((v) => ({ visitors: v.visitors, conversions: v.conversions }))).toEqual(before)
  })

  it('results and declaring a winner are for admins only', async () => {
    const anonymous = await payloadRestGet(new Request(`http://localhost/api/experiments/${experiment.id}/results`), {
      params: Promise.resolve({ slug: ['experiments', String(experiment.id), 'results'] }),
    })
    expect(anonymous.status).toBe(403)
    const declare = await payloadRestPost(
      new Request(`http://localhost/api/experiments/${experiment.id}/declare-winner`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"variant":"b"}' }),
      { params: Promise.resolve({ slug: ['experiments', String(experiment.id), 'declare-winner'] }) },
    )
    expect(declare.status).toBe(403)
  })

  it('declaring the winner ends the experiment and drafts the page with B in place of the placement', async () => {
    const declare = (body: unknown) => declareWinner(experiment.id, body)
    expect((await declare({ variant: 'zzz', replacePlacements: true })).status).toBe(400)
    expect((await declare({})).status).toBe(400)
    const response = await declare({ variant: 'b', replacePlacements: true })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ winner: 'b', status: 'ended', drafts: [{ id: pageId, title: 'Results host' }] })

    const ended = await payload.findByID({ collection: EXPERIMENTS_SLUG, id: experiment.id, depth: 0 })
    expect(ended).toMatchObject({ status: 'ended', winner: 'b' })
    // The published page is unchanged; the newest version is a draft with B's reusable block in its place.
    const published = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: false })
    expect(published.layout?.map((block) => block.blockType)).toEqual(['experimentPlacement'])
    const draft = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true })
    expect(draft._status).toBe('draft')
    expect(draft.layout).toMatchObject([{ blockType: 'reusableBlock', reusableBlock: winnerAsset, settings: { spacing: 'extra' } }])
  })

  it('declaring a winner without putting it on the page ends the experiment and leaves every version of the page as it was', async () => {
    const asset = async (title: string) =>
      (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: `${title} ${stamp}`, layout: [{ ...promoCardFixture, title }] } })).id
    const host = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Kept host', slug: `xp-kept-${stamp}`, _status: 'published', layout: [] } })
    const running = await payload.create({
      collection: EXPERIMENTS_SLUG,
      context: ctx,
      data: {
        name: 'Kept page test',
        key: `k-${stamp}`.slice(0, 40),
        status: 'running',
        pages: [host.id],
        variants: [
          { key: 'control', weight: 50, asset: await asset('Control offer (kept page)') },
          { key: 'b', weight: 50, asset: await asset('Variant B offer (kept page)') },
        ],
      },
    })
    const placement = { blockType: 'experimentPlacement' as const, experiment: running.id, settings: { spacing: 'extra' as const } }
    await payload.update({ collection: 'pages', id: host.id, context: ctx, data: { layout: [placement], _status: 'published' } })
    // An editor's unpublished change on top of the published page.
    await payload.update({ collection: 'pages', id: host.id, context: ctx, draft: true, data: { title: 'Kept host (edited)', _status: 'draft' } })
    const versions = async () => (await payload.findVersions({ collection: 'pages', where: { parent: { equals: host.id } }, limit: 100, depth: 0 })).docs
    const versionsBefore = (await versions()).map((version) => ({ id: version.id, updatedAt: version.updatedAt }))
    const publishedBefore = await payload.findByID({ collection: 'pages', id: host.id, depth: 0, draft: false })
    const draftBefore = await payload.findByID({ collection: 'pages', id: host.id, depth: 0, draft: true })
    expect(draftBefore.title).toBe('Kept host (edited)')
    // The proxy's list (what GET /api/experiments/active serves) holds it while it runs.
    const hostPath = `/xp-kept-${stamp}/`
    const rulesBefore = await loadRunningExperiments()
    expect(decideExperiments(rulesBefore, hostPath, {}, new Date(), () => 0.75).fresh).toEqual({ [experimentScope({ key: running.key, run: experimentRun(running), phase: 1 })]: 'b' })

    const response = await declareWinner(running.id, { variant: 'b', replacePlacements: false })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ winner: 'b', status: 'ended', drafts: [] })

    expect(await payload.findByID({ collection: EXPERIMENTS_SLUG, id: running.id, depth: 0 })).toMatchObject({ status: 'ended', winner: 'b' })
    // Ended as the site sees it: the proxy's list drops it, so no visitor of the page is assigned any more
    // (and the page's placement shows the control, as for any ended experiment).
    const rulesAfter = await loadRunningExperiments()
    expect(rulesAfter.map((rule) => rule.key)).not.toContain(running.key)
    expect(decideExperiments(rulesAfter, hostPath, {}, new Date(), () => 0.75).fresh).toEqual({})
    // No new version; the published page and the editor's draft are exactly as they were.
    expect((await versions()).map((version) => ({ id: version.id, updatedAt: version.updatedAt }))).toEqual(versionsBefore)
    const publishedAfter = await payload.findByID({ collection: 'pages', id: host.id, depth: 0, draft: false })
    const draftAfter = await payload.findByID({ collection: 'pages', id: host.id, depth: 0, draft: true })
    expect(publishedAfter).toEqual(publishedBefore)
    expect(draftAfter).toEqual(draftBefore)
    expect(publishedAfter.layout).toMatchObject([placement])
  })

  it('a weight change opens a phase; a 50/50 experiment counted 60/40 warns of a sample ratio mismatch; a page without its placement is flagged', async () => {
    const asset = async (title: string) =>
      (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: `${title} ${stamp}`, layout: [{ ...promoCardFixture, title }] } })).id
    const bare = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Page without a placement', slug: `xp-bare-${stamp}`, _status: 'published', layout: [] } })
    const created = await payload.create({
      collection: EXPERIMENTS_SLUG,
      context: ctx,
      data: {
        name: 'Phase test',
        key: `p-${stamp}`.slice(0, 40),
        status: 'running',
        pages: [bare.id],
        variants: [
          { key: 'control', weight: 50, asset: await asset('Control (phases)') },
          { key: 'b', weight: 50, asset: await asset('B (phases)') },
        ],
      },
    })
    expect(created).toMatchObject({ phase: 1, goal: ['CONTACT_DEALER', 'CONTACT_US'] })
    const phaseRules = (await loadRunningExperiments()).filter((rule) => rule.key === created.key)
    const barePath = phaseRules[0]!.paths[0]!
    for (let i = 0; i < 100; i++) {
      countExposures(decideExperiments(phaseRules, barePath, {}, new Date(), () => (i < 60 ? 0.25 : 0.75)))
    }
    await flushExposures()
    const results = async () => {
      const response = await payloadRestGet(new Request(`http://localhost/api/experiments/${created.id}/results`, { headers: { Authorization: `JWT ${token}` } }), {
        params: Promise.resolve({ slug: ['experiments', String(created.id), 'results'] }),
      })
      return (await response.json()) as ExperimentResults
    }
    const first = await results()
    expect(first.report.variants.map((v) => v.visitors)).toEqual([60, 40])
    // χ² = 2·10²/50 = 4, p = 0.0455: not yet below 0.001. 600/400 is (χ² = 40).
    expect(first.report.srm.mismatch).toBe(false)
    for (let i = 0; i < 900; i++) countExposures(decideExperiments(phaseRules, barePath, {}, new Date(), () => (i < 540 ? 0.25 : 0.75)))
    await flushExposures()
    const skewed = await results()
    expect(skewed.report.variants.map((v) => v.visitors)).toEqual([600, 400])
    expect(skewed.report.srm.mismatch).toBe(true)
    expect(skewed.report.srm.text).toMatch(/^Sample ratio mismatch/)
    expect(skewed.report.verdict.kind).toBe('sample-ratio-mismatch')
    expect(skewed.goal).toEqual(['Contact a dealer', 'Contact form'])
    expect(skewed.pagesWithoutPlacement).toEqual(['Page without a placement'])

    const updated = await payload.update({
      collection: EXPERIMENTS_SLUG,
      id: created.id,
      context: ctx,
      data: { variants: created.variants.map((v, i) => ({ ...v, weight: i === 0 ? 20 : 80 })) },
    })
    expect(updated.phase).toBe(2)
    expect(updated.phases?.map((p) => ({ phase: p.phase, split: p.split }))).toEqual([
      { phase: 1, split: 'control 50 / b 50' },
      { phase: 2, split: 'control 20 / b 80' },
    ])
    const second = await results()
    expect(second.phase).toBe(2)
    expect(second.report.variants.map((v) => v.visitors)).toEqual([0, 0])
    expect(second.earlierPhases.map((p) => ({ phase: p.phase, split: p.split, visitors: p.report.variants.map((v) => v.visitors), srm: p.report.srm.mismatch }))).toEqual([
      { phase: 1, split: 'control 50 / b 50', visitors: [600, 400], srm: true },
    ])
    // A visitor of phase 1 is stale in phase 2: drawn again, not counted.
    const nextRules = (await loadRunningExperiments()).filter((rule) => rule.key === created.key)
    expect(nextRules[0]!.phase).toBe(2)
    const returning = decideExperiments(nextRules, barePath, { [created.key]: { variant: 'b', run: experimentRun(created), phase: 1, state: 'c' } }, new Date(), () => 0.9)
    expect(returning.fresh).toEqual({})
    expect(returning.cookie).toBe(`${created.key}_b_${experimentRun(created)}p2_x`)

    // A new experiment reusing the key starts from nothing (issue: results carried over by key).
    await payload.delete({ collection: EXPERIMENTS_SLUG, id: created.id, context: ctx })
    const reused = await payload.create({
      collection: EXPERIMENTS_SLUG,
      context: ctx,
      data: { name: 'Phase test again', key: created.key, status: 'running', pages: [bare.id], variants: created.variants.map((v) => ({ key: v.key, weight: 50, asset: v.asset })) },
    })
    const response = await payloadRestGet(new Request(`http://localhost/api/experiments/${reused.id}/results`, { headers: { Authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ slug: ['experiments', String(reused.id), 'results'] }),
    })
    expect(((await response.json()) as ExperimentResults).report.variants.map((v) => v.visitors)).toEqual([0, 0])
  })
})
