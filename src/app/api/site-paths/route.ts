import { draftMode } from 'next/headers'
import { MAX_PAGE_PATH_LENGTH } from '@/domain/site/requestPath'
import { sitePathInfo } from '@/server/http/sitePathInfo'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/site-paths?path=/about/ -> {exists, linkedSearch, canonical?, redirect?}: used by src/server/proxy/index.ts (see docs/configuration.md).
 * With a draft-mode cookie Next accepts, the answer is {draft: true} for any path: the page renders
 * per request in draft mode (never cached), so an editor can preview a page before it is published.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  if (!path || !path.startsWith('/') || path.length > MAX_PAGE_PATH_LENGTH) {
    return Response.json({ error: `path must be a site path starting with / (at most ${MAX_PAGE_PATH_LENGTH} characters)` }, { status: 400, headers: NO_STORE })
  }
  if ((await draftMode()).isEnabled) return Response.json({ exists: true, linkedSearch: false, draft: true }, { headers: NO_STORE })
  return Response.json(await sitePathInfo(path), { headers: NO_STORE })
}
