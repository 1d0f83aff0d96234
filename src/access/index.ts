import type { Access, PayloadRequest } from 'payload'

/** Every authenticated user is an admin of the brand's site (the only role the product has). */
export const isAdmin = (req: PayloadRequest): boolean => Boolean(req.user)

export const anyone: Access = () => true

export const adminOnly: Access = ({ req }) => isAdmin(req)

/** Anonymous visitors see published documents only; admins see drafts too. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (isAdmin(req)) return true
  return { _status: { equals: 'published' } }
}
