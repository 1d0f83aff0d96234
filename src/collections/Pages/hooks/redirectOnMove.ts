import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { planMoveRedirects } from '@/domain/pages/moveRedirects'
import { pagePath } from '@/domain/pages/pagePath'

type PageData = { id: number | string; slug?: string | null; _status?: string | null; redirectOldPath?: boolean | null }

const MOVED = 'pageMovedFrom'

/**
 * Notes the path visitors knew when a published page is published under another path. Draft saves
 * leave the collection's row alone, so that row still holds the published path.
 */
export const notePublishedPath: CollectionBeforeChangeHook<PageData> = async ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || data._status !== 'published' || originalDoc?.id == null || typeof data.slug !== 'string') return data
  const row = (await req.payload.db.findOne({ collection: 'pages', where: { id: { equals: originalDoc.id } }, req })) as PageData | null
  if (row?._status === 'published' && typeof row.slug === 'string' && row.slug !== data.slug) context[MOVED] = row.slug
  return data
}

/**
 * Sends the old path's visitors (and redirects that led there) to the new path, unless the editor
 * unticked "Redirect the old path". Runs in the save's transaction, so a failed save leaves no redirect.
 */
export const redirectOldPath: CollectionAfterChangeHook<PageData> = async ({ doc, data, req, context }) => {
  const oldSlug = context[MOVED]
  if (typeof oldSlug !== 'string' || typeof doc.slug !== 'string' || data.redirectOldPath === false) return doc
  const oldPath = pagePath(oldSlug)
  const newPath = pagePath(doc.slug)
  const found = await req.payload.find({
    collection: 'redirects',
    where: { or: [{ from: { in: [oldPath, newPath] } }, { to: { equals: oldPath } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = found.docs.map((r) => ({ id: r.id, from: String(r.from), to: String(r.to) }))
  const plan = planMoveRedirects(oldSlug, doc.slug, existing)
  for (const id of plan.remove) await req.payload.delete({ collection: 'redirects', id, overrideAccess: true, req })
  for (const id of plan.retarget) await req.payload.update({ collection: 'redirects', id, data: { to: newPath }, overrideAccess: true, req })
  if (plan.create) await req.payload.create({ collection: 'redirects', data: { ...plan.create, permanent: true }, overrideAccess: true, req })
  return doc
}
