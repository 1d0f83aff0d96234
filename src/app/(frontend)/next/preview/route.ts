import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { sameSitePath } from '@/domain/http/sameSitePath'
import { payloadClient } from '@/server/payload'

/**
 * Live preview entry: only a logged-in admin can turn on draft mode, and only for a path of this
 * site. The admin session is the check; there is no shared preview secret to leak.
 */
export async function GET(request: Request) {
  const path = sameSitePath(new URL(request.url).searchParams.get('path') ?? '/')
  if (path === null) return Response.json({ error: 'path must be a path of this site, starting with a single /' }, { status: 400 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return Response.json({ error: 'Log in to the admin to preview drafts' }, { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
