import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeValidateHook, CollectionConfig, PayloadRequest } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'
import { adminOnly } from '@/access'
import { checkRedirect, sitePathFromInput } from '@/domain/site/redirects'
import { REDIRECTS_CACHE_TAG } from '@/domain/site/cacheTags'

type RedirectDoc = { id: number | string; from?: string | null; to?: string | null }

async function publishedPageExists(req: PayloadRequest, slug: string): Promise<boolean> {
  const found = await req.payload.count({ collection: 'pages', where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] }, req })
  return found.totalDocs > 0
}

/**
 * Both paths in the site form (/a/b/) before the fields are validated, from any form an editor types
 * ("a/b", "/A/B", "a b"); a value that is not a path is left as typed so its field reports it
 * (Payload validates fields after this hook).
 */
const normalise: CollectionBeforeValidateHook<RedirectDoc> = ({ data }) => {
  if (!data) return data
  const from = typeof data.from === 'string' ? sitePathFromInput(data.from) : null
  const to = typeof data.to === 'string' && !/^https:\/\//.test(data.to.trim()) ? sitePathFromInput(data.to) : null
  return { ...data, ...(from ? { from } : {}), ...(to ? { to } : {}) }
}

const revalidate = (paths: (string | null | undefined)[], req: PayloadRequest) =>
  refreshAfterSave(req, () => {
    // Expired at once (not stale-while-revalidate): the next visit of the old path must see the change.
    revalidateTag(REDIRECTS_CACHE_TAG, { expire: 0 })
    for (const path of new Set(paths)) if (path) revalidatePath(path)
  })

const afterChange: CollectionAfterChangeHook<RedirectDoc> = ({ doc, previousDoc, req }) => {
  revalidate([doc.from, previousDoc?.from], req)
  return doc
}

const afterDelete: CollectionAfterDeleteHook<RedirectDoc> = ({ doc, req }) => {
  revalidate([doc.from], req)
  return doc
}

/** Old paths that answer with a redirect to a page that exists, so a moved page never 404s. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    useAsTitle: 'from',
    group: 'Content',
    defaultColumns: ['from', 'to', 'permanent', 'updatedAt'],
    description: 'Send visitors of an old path to a published page. A path a published page answers is never redirected.',
  },
  hooks: { beforeValidate: [normalise], afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'from',
      type: 'text',
      label: 'Old path',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The path visitors still use, e.g. /products/old-name/ (with or without slashes).' },
      validate: async (value: unknown, { siblingData, req }: { siblingData: Partial<RedirectDoc>; req: PayloadRequest }) => {
        const result = await checkRedirect({ from: value, to: siblingData.to }, (slug) => publishedPageExists(req, slug))
        return result.ok || result.field !== 'from' ? true : result.message
      },
    },
    {
      name: 'to',
      type: 'text',
      label: 'New path',
      required: true,
      admin: { description: 'A published page of this site, e.g. /products/new-name/ (with or without slashes, as the page\'s URL path shows it), or a full https:// address.' },
      validate: async (value: unknown, { siblingData, req }: { siblingData: Partial<RedirectDoc>; req: PayloadRequest }) => {
        const result = await checkRedirect({ from: siblingData.from, to: value }, (slug) => publishedPageExists(req, slug))
        return result.ok || result.field !== 'to' ? true : result.message
      },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      label: 'Permanent (the page has moved for good)',
      defaultValue: true,
      admin: { description: 'Permanent redirects (308) tell search engines to index the new path; temporary ones (307) do not.' },
    },
  ],
}
