import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { headers } from 'next/headers'
import { payloadClient } from '@/server/payload'

/** Live preview entry: only a logged-in admin can turn on draft mode, and only for a site path. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!/^\/(?!\/)/.test(path)) return Response.json({ error: 'path must start with /' }, { status: 400 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return Response.json({ error: 'Log in to the admin to preview drafts' }, { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
