import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guardedAdminLogin } from '@/server/http/adminLogin'

// Shadows Payload's catch-all for this one path: its login, behind the limits of guardedAdminLogin.
const restPost = REST_POST(config)
const loginPath = { params: Promise.resolve({ slug: ['users', 'login'] }) }

export async function POST(request: Request): Promise<Response> {
  return guardedAdminLogin(request, await getPayload({ config }), (req) => restPost(req, loginPath))
}
