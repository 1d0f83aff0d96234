import type { Field, FieldHook, PayloadRequest } from 'payload'
import { pagePath, slugFromTitle } from '@/domain/pages/pagePath'
import { checkPathInput, copySlug, pathTakenMessage, SLUG_PATTERN } from '@/domain/pages/pathRules'

export { SLUG_PATTERN }

const typed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * Stored in one form whatever the editor typed ("/Foo Bar/" -> "foo-bar"); an empty path is filled
 * in from the page title. A path the rules refuse is kept as typed, so the field's message quotes it.
 */
const tidySlug: FieldHook = ({ value, data }) => {
  const text = typed(value)
  if (text) {
    const checked = checkPathInput(text)
    return checked.ok ? checked.slug : text
  }
  const fromTitle = slugFromTitle(typed(data?.title))
  return fromTitle || value
}

async function pageWithSlug(req: PayloadRequest, slug: string, exceptId?: number | string) {
  const found = await req.payload.find({
    collection: 'pages',
    where: exceptId == null ? { slug: { equals: slug } } : { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true },
    req,
  })
  return found.docs[0] as { title?: string | null } | undefined
}

/**
 * A duplicated page gets a free "<path>-copy" path (Payload's own suffix, " - Copy", tidies to
 * "---copy", which the path rule refuses).
 */
const copyPath: FieldHook = async ({ value, req }) => {
  const slug = typed(value)
  if (!slug) return value
  const rows = await req.payload.find({
    collection: 'pages',
    where: { slug: { like: `${slug}-copy` } },
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
    req,
  })
  const taken = new Set(rows.docs.map((doc) => (doc as { slug?: string }).slug))
  return copySlug(slug, (candidate) => taken.has(candidate))
}

export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  label: 'URL path',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Filled in from the page title; change it if you like. "summer-sale" or "/Summer Sale/" both give /summer-sale/; "home" is the home page.',
    components: { Field: '@/components/admin/PageSlugField#PageSlugField' },
  },
  hooks: { beforeValidate: [tidySlug], beforeDuplicate: [copyPath] },
  // The same reading as the hook, so the field is not marked while the editor types "/Foo/"; a path
  // another page has is marked here in our words (the database's unique index would answer in Payload's).
  validate: async (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) => {
    const checked = checkPathInput(typed(value))
    if (!checked.ok) return checked.message
    // The admin validates as the editor types (no request to the database there).
    if (!req?.payload) return true
    const owner = await pageWithSlug(req, checked.slug, id)
    return owner ? pathTakenMessage(pagePath(checked.slug), owner.title) : true
  },
})
