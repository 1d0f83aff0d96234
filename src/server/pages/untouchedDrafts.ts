import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { isAdmin } from '@/access'
import { isUntouchedDraft, UNTOUCHED_DRAFT_MAX_AGE_MS } from '@/domain/pages/untouchedDraft'
import type { Page } from '@/payload-types'

/**
 * Deletes the page if it is still the empty draft "Create New" made, in its latest form and in every
 * version it kept, and was never published; true when it did. With `savedBefore`, only a page last
 * saved before then.
 */
export async function discardUntouchedDraft(payload: Payload, id: number, req?: PayloadRequest, { savedBefore }: { savedBefore?: Date } = {}): Promise<boolean> {
  const page = (await payload.findByID({ collection: 'pages', id, draft: true, depth: 0, disableErrors: true, req })) as Page | null
  if (!page) return false
  if (savedBefore && !(new Date(page.updatedAt).getTime() < savedBefore.getTime())) return false
  const published = await payload.countVersions({
    collection: 'pages',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    req,
  })
  const untouched = (shape: Page) => isUntouchedDraft(shape, { hasPublishedVersion: published.totalDocs > 0 })
  if (!untouched(page)) return false
  const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: id } }, depth: 0, pagination: false, req })
  if (versions.docs.some((saved) => !untouched(saved.version))) return false
  await payload.delete({ collection: 'pages', id, req, context: { disableRevalidate: true } })
  return true
}

/**
 * The daily clean-up behind the discard on leaving: a tab that crashed, or a laptop closed on the
 * "Create New" screen, never asks for its empty page to go. Deletes the untouched drafts nobody has
 * saved for a day; any page with something in it, now or in a kept version, stays.
 */
export async function discardAbandonedDrafts(payload: Payload, now: Date = new Date()): Promise<number> {
  const savedBefore = new Date(now.getTime() - UNTOUCHED_DRAFT_MAX_AGE_MS)
  const candidates = await payload.find({
    collection: 'pages',
    draft: true,
    depth: 0,
    limit: 100,
    select: { title: true },
    where: {
      and: [{ _status: { equals: 'draft' } }, { updatedAt: { less_than: savedBefore.toISOString() } }, { or: [{ title: { exists: false } }, { title: { equals: '' } }] }],
    },
  })
  let discarded = 0
  for (const { id } of candidates.docs) if (await discardUntouchedDraft(payload, id, undefined, { savedBefore })) discarded += 1
  return discarded
}

/**
 * POST /api/pages/:id/discard-untouched: the admin calls it when an editor leaves a new page without
 * typing anything, so opening "Create New" leaves no "<No Page title>" row behind. Admins only;
 * a page anyone has filled in is kept.
 */
export const discardUntouchedDraftEndpoint: Endpoint = {
  path: '/:id/discard-untouched',
  method: 'post',
  handler: async (req) => {
    if (!isAdmin(req)) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ errors: [{ message: 'Unknown page.' }] }, { status: 404 })
    return Response.json({ discarded: await discardUntouchedDraft(req.payload, id, req) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
