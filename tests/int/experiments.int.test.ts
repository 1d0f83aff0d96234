import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { ExperimentPlacementComponent } from '@/blocks/ExperimentPlacement/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { renderHtml } from '../support/renderHtml'
import { EXPERIMENTS_SLUG, REUSABLE_BLOCKS_SLUG } from '@/collections/slugs'
import { loadRunningExperiments } from '@/server/experiments/activeExperiments'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }

async function setUp(status: 'draft' | 'running' | 'ended', extra: { endsAt?: string } = {}) {
  const payload = await testPayload()
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const asset = async (title: string) =>
    (await payload.create({ collection: REUSABLE_BLOCKS_SLUG, context: ctx, data: { title: `${title} ${stamp}`, layout: [{ ...promoCardFixture, title }] } })).id
  const page = await payload.create({ collection: 'pages', context: ctx, data: { title: 'Experiment host (test)', slug: `exp-host-${stamp}`, _status: 'published', layout: [] } })
  const experiment = await payload.create({
    collection: EXPERIMENTS_SLUG,
    context: ctx,
    data: {
      name: 'Test experiment',
      key: `t-${stamp}`.slice(0, 40),
      status,
      ...extra,
      pages: [page.id],
      variants: [
        { key: 'control', weight: 50, asset: await asset('Control card (test)') },
        { key: 'b', weight: 50, asset: await asset('Variant B card (test)') },
      ],
    },
  })
  return { payload, page, experiment }
}

describe(`experiments (${adapterName()})`, () => {
  it('the proxy list holds running experiments only, with their page paths and weights', async () => {
    const { page, experiment } = await setUp('running')
    const { experiment: draft } = await setUp('draft')
    const list = await loadRunningExperiments()
    expect(list.find((e) => e.key === experiment.key)).toEqual({
      key: experiment.key,
      run: Date.parse(experiment.createdAt),
      phase: 1,
      status: 'running',
      startsAt: null,
      endsAt: null,
      paths: [`/${page.slug}/`],
      variants: [
        { key: 'control', weight: 50 },
        { key: 'b', weight: 50 },
      ],
    })
    expect(list.some((e) => e.key === draft.key)).toBe(false)
  })

  it('refuses a malformed key and two variants with the same key', async () => {
    const { payload, experiment } = await setUp('draft')
    await expect(payload.update({ collection: EXPERIMENTS_SLUG, id: experiment.id, context: ctx, data: { key: 'Bad Key!' } })).rejects.toMatchObject({ name: 'ValidationError' })
    const variants = experiment.variants.map((v) => ({ ...v, id: undefined, key: 'same' }))
    await expect(payload.update({ collection: EXPERIMENTS_SLUG, id: experiment.id, context: ctx, data: { variants } })).rejects.toMatchObject({ name: 'ValidationError' })
  })

  it('is not readable by visitors', async () => {
    const { payload, experiment } = await setUp('running')
    await expect(payload.findByID({ collection: EXPERIMENTS_SLUG, id: experiment.id, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('a page without an assignment (the ordinary route) shows the control, whatever the status', async () => {
    for (const [status, extra] of [['running', {}], ['ended', {}], ['running', { endsAt: '2020-01-01T00:00:00.000Z' }]] as const) {
      const { experiment } = await setUp(status, extra)
      const html = await renderHtml(createElement(RenderBlocks, { blocks: [{ blockType: 'experimentPlacement', experiment: experiment.id, id: 'p1' }] }))
      expect(html, status).toContain(`data-experiment="${experiment.key}" data-variant="control"`)
      expect(html, status).toContain('Control card (test)')
      expect(html, status).not.toContain('Variant B card (test)')
    }
  })

  it('a placement whose experiment was deleted shows nothing', async () => {
    const { payload, experiment } = await setUp('running')
    await payload.delete({ collection: EXPERIMENTS_SLUG, id: experiment.id, context: ctx })
    expect(await renderHtml(createElement(ExperimentPlacementComponent, { blockType: 'experimentPlacement', experiment: experiment.id, renderBlocks: () => 'never' }))).toBe('')
  })
})
