import { payloadClient } from '../payload'

/** Titles of the published pages among `slugs` (the breadcrumb's ancestors); missing slugs are absent. */
export async function publishedPageTitles(slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map()
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ slug: { in: slugs } }, { _status: { equals: 'published' } }] },
    select: { slug: true, title: true },
    limit: slugs.length,
    pagination: false,
    depth: 0,
  })
  return new Map(result.docs.map((doc) => [doc.slug, doc.title]))
}
