import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'
import { loadEnv } from '@/lib/env'
import { acceptSignIn, guardSignIn, logFailedSignIn } from '@/server/http/adminLogin'
import { enforcePasswordPolicy } from '@/server/http/adminPassword'

/** The brand's web team. Every user is an admin; there are no public accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name'], group: 'Settings', description: 'People who can sign in to this admin.' },
  // No per-account lock: anyone who knows an admin's email could lock them out with it. Failed
  // sign-ins are limited per client and per account from unknown browsers instead, inside the
  // operations themselves (src/server/http/adminLogin.ts), whatever route reached them.
  // Payload's session cookie is Secure on an https site (SITE_URL), behind a TLS proxy too.
  auth: { maxLoginAttempts: 0, cookies: { secure: loadEnv().SITE_URL.startsWith('https:') } },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly, admin: ({ req }) => Boolean(req.user) },
  hooks: { beforeOperation: [guardSignIn, enforcePasswordPolicy], afterOperation: [acceptSignIn], afterError: [logFailedSignIn] },
  fields: [{ name: 'name', label: 'Full name', type: 'text' }],
}
