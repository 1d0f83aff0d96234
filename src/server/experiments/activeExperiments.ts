import { EXPERIMENTS_SLUG } from '@/collections/slugs'
import { experimentRun, type ExperimentRule } from '@/domain/experiments/assignment'
import { EXPERIMENTS_CACHE_TAG } from '@/domain/experiments/cacheTags'
import { PAGES_CACHE_TAG } from '@/domain/pages/cacheTags'
import { pagePath } from '@/domain/pages/pagePath'
import { payloadClient } from '../payload'
import { cachedRead } from '@/server/cache/cachedRead'

export async function loadRunningExperiments(): Promise<ExperimentRule[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: EXPERIMENTS_SLUG, where: { status: { equals: 'running' } }, depth: 0, limit: 200, pagination: false })
  const pageIds = [...new Set(docs.flatMap((doc) => doc.pages.map((p) => (typeof p === 'object' ? p.id : p))))]
  const pages = pageIds.length
    ? (await payload.find({ collection: 'pages', where: { id: { in: pageIds }, _status: { equals: 'published' } }, select: { slug: true }, depth: 0, limit: pageIds.length, pagination: false })).docs
    : []
  const pathById = new Map(pages.map((page) => [page.id, pagePath(page.slug)]))
  return docs.map((doc) => ({
    key: doc.key,
    run: experimentRun(doc),
    phase: doc.phase ?? 1,
    status: doc.status,
    startsAt: doc.startsAt ?? null,
    endsAt: doc.endsAt ?? null,
    paths: doc.pages.map((p) => pathById.get(typeof p === 'object' ? p.id : p)).filter((path): path is string => Boolean(path)),
    variants: doc.variants.map((v) => ({ key: v.key, weight: v.weight })),
  }))
}

/**
 * The running experiments, as the proxy needs them (keys, paths, variant weights; no content). Read
 * from the database only after an experiment or a page changes (the tags), otherwise from Next's data
 * cache, which is shared between instances when a shared cache handler is configured.
 */
export const runningExperiments = cachedRead(loadRunningExperiments, ['running-experiments'], {
  tags: [EXPERIMENTS_CACHE_TAG, PAGES_CACHE_TAG],
})
