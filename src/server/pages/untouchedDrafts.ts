import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { isAdmin } from '@/access'
import { isUntouchedDraft } from '@/domain/pages/untouchedDraft'
import type { Page } from '@/payload-types'

/** Deletes the page if it is still the empty draft "Create New" made; true when it did. */
export async function discardUntouchedDraft(payload: Payload, id: number, req?: PayloadRequest): Promise<boolean> {
  const page = (await payload.findByID({ collection: 'pages', id, draft: true, depth: 0, disableErrors: true, req })) as Page | null
  if (!page) return false
  const published = await payload.countVersions({
    collection: 'pages',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    req,
  })
  if (!isUntouchedDraft(page, { hasPublishedVersion: published.totalDocs > 0 })) return false
  await payload.delete({ collection: 'pages', id, req, context: { disableRevalidate: true } })
  return true
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
