import type { JobsConfig, TaskConfig, Where } from 'payload'
import { LEADS_SLUG } from '@/collections/slugs'
import { logger } from '@/lib/logger'
import { loadEnv } from '@/lib/env'
import { DELIVER_DUE_TASK, DELIVERY_QUEUE, deliverDueLeads } from '@/server/leads/delivery'
import { getLeadSettings } from '@/server/leads/settings'
import { discardAbandonedDrafts } from '@/server/pages/untouchedDrafts'

export const PURGE_TASK = 'purgeOldLeads'

/**
 * Payload's default "at most one scheduled job of this task" check counts a job left `processing`
 * by a killed process forever, which would stop the schedule. This one ignores such stale jobs.
 */
type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

const skipIfRecentlyActive: BeforeScheduleFn = async ({ queueable, req }) => {
  const staleBefore = new Date(Date.now() - loadEnv().LEAD_DELIVERY_CLAIM_MS).toISOString()
  const where: Where = {
    and: [
      { taskSlug: { equals: queueable.taskConfig?.slug } },
      { queue: { equals: queueable.scheduleConfig.queue } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { or: [{ processing: { equals: false } }, { updatedAt: { greater_than: staleBefore } }] },
    ],
  }
  const active = await req.payload.count({ collection: 'payload-jobs', where, req })
  return { input: {}, shouldSchedule: active.totalDocs === 0, waitUntil: queueable.waitUntil }
}

export const deliverDueLeadsTask: TaskConfig<'deliverDueLeads'> = {
  slug: DELIVER_DUE_TASK,
  label: 'Deliver due leads (dealer email, CRM webhook)',
  outputSchema: [{ name: 'attempted', type: 'number' }],
  schedule: [{ cron: loadEnv().LEAD_DELIVERY_CRON, queue: DELIVERY_QUEUE, hooks: { beforeSchedule: skipIfRecentlyActive } }],
  // Delivery failures are recorded on each lead with its own back-off; these retries only cover
  // a database hiccup while doing so.
  retries: 2,
  handler: async ({ req }) => ({ output: { attempted: await deliverDueLeads(req.payload) } }),
}

/** Deletes leads older than the retention setting, in batches. */
export async function purgeOldLeads(payload: Parameters<typeof getLeadSettings>[0], now: Date = new Date()): Promise<number> {
  const { retentionDays } = await getLeadSettings(payload, { fresh: true })
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString()
  let deleted = 0
  for (;;) {
    const batch = await payload.find({
      collection: LEADS_SLUG,
      where: { createdAt: { less_than: cutoff } },
      limit: 200,
      depth: 0,
      pagination: false,
      select: { createdAt: true },
    })
    if (batch.docs.length === 0) break
    const result = await payload.delete({
      collection: LEADS_SLUG,
      where: { id: { in: batch.docs.map((doc) => doc.id) } },
      depth: 0,
      context: { disableRevalidate: true },
    })
    deleted += result.docs.length
    if (result.errors.length) {
      logger.error({ errors: result.errors.length }, 'lead retention: some leads could not be deleted')
      break
    }
  }
  if (deleted) logger.info({ deleted, retentionDays }, 'lead retention: deleted old leads')
  return deleted
}

export const purgeOldLeadsTask: TaskConfig<'purgeOldLeads'> = {
  slug: PURGE_TASK,
  label: 'Delete leads older than the retention setting',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 30 3 * * *', queue: DELIVERY_QUEUE, hooks: { beforeSchedule: skipIfRecentlyActive } }],
  handler: async ({ req }) => ({ output: { deleted: await purgeOldLeads(req.payload) } }),
}

/**
 * Empty pages a "Create New" left behind when its tab never said goodbye (docs/admin.md "Drafts and
 * publishing"). On the lead queue because that is the queue the web processes and the worker run.
 */
export const discardAbandonedDraftsTask: TaskConfig<'discardAbandonedDrafts'> = {
  slug: 'discardAbandonedDrafts',
  label: 'Delete empty page drafts left for a day',
  outputSchema: [{ name: 'discarded', type: 'number' }],
  schedule: [{ cron: '0 45 3 * * *', queue: DELIVERY_QUEUE, hooks: { beforeSchedule: skipIfRecentlyActive } }],
  handler: async ({ req }) => ({ output: { discarded: await discardAbandonedDrafts(req.payload) } }),
}

/**
 * The jobs part of the Payload config. Every web process polls the lead queue (JOBS_AUTORUN,
 * default on); set JOBS_AUTORUN=false on web instances when dedicated workers run
 * `npm run jobs:worker`. Running on several instances at once is safe: each lead is claimed
 * atomically before delivery (see claimDueLeads in src/server/leads/delivery.ts).
 */
export const leadJobs: JobsConfig = {
  tasks: [deliverDueLeadsTask, purgeOldLeadsTask, discardAbandonedDraftsTask],
  deleteJobOnComplete: true,
  autoRun: () => {
    const env = loadEnv()
    return env.JOBS_AUTORUN ? [{ queue: DELIVERY_QUEUE, cron: env.JOBS_AUTORUN_CRON, limit: 25, silent: { info: true } }] : []
  },
  shouldAutoRun: () => loadEnv().JOBS_AUTORUN,
}
