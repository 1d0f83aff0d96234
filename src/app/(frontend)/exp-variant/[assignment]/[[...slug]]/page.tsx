import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { assignmentsFromSegment, experimentsForPath, normalisePath, serialiseAssignments, variantCombinations } from '@/domain/experiments/assignment'
import { pagePath, slugFromSegments } from '@/domain/pages/pagePath'
import { runningExperiments } from '@/server/experiments/activeExperiments'
import { setRenderAssignments } from '@/server/experiments/requestAssignments'
import { queryPageBySlug } from '@/server/pages/queryPage'
import { PageContent } from '../../../PageContent'
import { pageMetadata } from '../../../pageMetadata'

type Args = { params: Promise<{ assignment: string; slug?: string[] }> }

/**
 * A page as one combination of experiment variants shows it (the "precompute" pattern). Visitors never
 * see this path: the proxy assigns them and rewrites here, and refuses the path from outside. Each
 * combination is its own statically served page, so an experiment keeps the page cached and the first
 * HTML already holds the visitor's variant. Revalidated with the pages (publishing, reusable blocks,
 * experiments).
 */
export const revalidate = 3600
export const dynamicParams = true

export async function generateStaticParams() {
  try {
    const experiments = await runningExperiments()
    const now = new Date()
    const paths = [...new Set(experiments.flatMap((e) => e.paths.map(normalisePath)))]
    return paths.flatMap((path) => {
      const slug = path.split('/').filter(Boolean)
      const running = experimentsForPath(experiments, path, now)
      if (!running.length) return []
      return variantCombinations(running).map((combo) => ({ assignment: serialiseAssignments(combo), slug }))
    })
  } catch {
    // Building without a migrated database: variants render on their first request instead.
    return []
  }
}

export default async function VariantPage({ params }: Args) {
  const { assignment, slug } = await params
  const page = await queryPageBySlug(slugFromSegments(slug), false)
  if (!page) notFound()
  // Only experiments running on this page count. Reading the list through its cache also tags this
  // render with the pages and experiments cache tags, so publishing the page (which revalidates the
  // pages tag, and only its public path) refreshes its variant renders too.
  const running = new Set(experimentsForPath(await runningExperiments(), pagePath(page.slug), new Date()).map((e) => e.key))
  const assignments = Object.fromEntries(Object.entries(assignmentsFromSegment(assignment)).filter(([key]) => running.has(key)))
  setRenderAssignments(assignments)
  return <PageContent page={page} />
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  return pageMetadata(await queryPageBySlug(slugFromSegments(slug), false))
}
