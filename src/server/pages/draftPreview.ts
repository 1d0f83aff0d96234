import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { payloadClient } from '../payload'

/**
 * Whether this request may see drafts: Next's draft mode is on AND the request carries the session
 * of a signed-in editor (the admin's `payload-token` cookie, or an `Authorization` header). The
 * draft-mode cookie alone is never enough: its value is the same for every admin and every preview
 * and lasts until the next build, so whoever holds a copy would read every draft. Without both,
 * the published page is served. Once per request (page, metadata and layout share it).
 */
export const previewingDrafts = cache(async (): Promise<boolean> => {
  // Checked first: reading the request headers would make every page render per request.
  if (!(await draftMode()).isEnabled) return false
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return Boolean(user)
})
