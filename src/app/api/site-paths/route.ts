import { sitePathInfo } from '@/server/http/sitePathInfo'

export const dynamic = 'force-dynamic'

/** GET /api/site-paths?path=/about/ -> {exists, linkedSearch}: used by src/proxy.ts (see docs/configuration.md). */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path')
  if (!path || !path.startsWith('/') || path.length > 2048) {
    return Response.json({ error: 'path must be a site path starting with /' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  return Response.json(await sitePathInfo(path), { headers: { 'Cache-Control': 'no-store' } })
}
