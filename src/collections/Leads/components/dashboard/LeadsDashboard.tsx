import type { ServerProps } from 'payload'
import { dashboardRange } from '@/domain/leads/dashboard'
import { leadsDashboard } from '@/server/leads/dashboard'
import { LeadsDashboardView } from './LeadsDashboardView'

/**
 * The admin's first screen (Payload's dashboard, `admin.components.beforeDashboard`): leads per day
 * by kind and by source, delivery, top dealers and states, experiments in progress. Signed-in admins
 * only; every number is counted by the database (src/server/leads/dashboard.ts). `?leads=90` shows
 * 90 days instead of 30.
 */
export async function LeadsDashboard({ payload, user, searchParams }: ServerProps) {
  if (!user || !payload) return null
  const { timings: _timings, ...data } = await leadsDashboard(payload, dashboardRange(searchParams?.leads))
  return <LeadsDashboardView data={data} />
}
