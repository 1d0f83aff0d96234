import type { CollectionConfig } from 'payload'
import { adminOnly } from '@/access'

/** The brand's web team. Every user is an admin; there are no public accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name'] },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly, admin: ({ req }) => Boolean(req.user) },
  fields: [{ name: 'name', type: 'text' }],
}
