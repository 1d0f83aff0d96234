import type { Payload } from 'payload'
import type { Page } from '@/payload-types'

export type SeedReport = { created: string[]; kept: string[] }

export type SamplePage = { slug: string; title: string; description: string; layout: NonNullable<Page['layout']> }

const ctx = { disableRevalidate: true }

/**
 * Creates a published sample page (its search title marked "") unless a page with the
 * slug exists, draft or published: a page an editor has touched is never changed.
 */
export async function ensurePage(payload: Payload, report: SeedReport, page: SamplePage): Promise<void> {
  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, draft: true })
  if (existing.docs.length) {
    report.kept.push(`${page.slug} page`)
    return
  }
  await payload.create({
    collection: 'pages',
    context: ctx,
    data: {
      title: page.title,
      slug: page.slug,
      _status: 'published',
      meta: { title: `${page.title}`, description: page.description },
      layout: page.layout.map((block) => ({ ...block })),
    },
  })
  report.created.push(`${page.slug} page`)
}
