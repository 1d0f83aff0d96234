import type { Access, PayloadRequest } from 'payload'

/** Every authenticated user is an admin of the brand's site (the only role the product has). */
export const isAdmin = (req: PayloadRequest): boolean => Boolean(req.user)

export const anyone: Access = () => true

export const adminOnly: Access = ({ req }) => isAdmin(req)

/**
 * Content visitors see only inside the pages that show it: the site's own server code (the local
 * API, rendering a page) and admins read it; the REST API refuses visitors.
 */
export const siteServerOrAdmin: Access = ({ req }) => isAdmin(req) || req.payloadAPI === 'local'

/** Anonymous visitors see published documents only; admins see drafts too. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (isAdmin(req)) return true
  return { _status: { equals: 'published' } }
}
