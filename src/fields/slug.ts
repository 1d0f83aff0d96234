import type { Field, FieldHook } from 'payload'
import { pageSlugFromInput, slugFromTitle } from '@/domain/pages/pagePath'

/** URL path segment(s) of a page: lower-case words and hyphens; "/" separated; "home" is the root. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

const typed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * Stored in one form whatever the editor typed ("/Foo Bar/" -> "foo-bar"); an empty path is filled
 * in from the page title.
 */
const tidySlug: FieldHook = ({ value, data }) => {
  const text = typed(value)
  if (text) return pageSlugFromInput(text)
  const fromTitle = slugFromTitle(typed(data?.title))
  return fromTitle || value
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
  hooks: { beforeValidate: [tidySlug] },
  // The same reading as the hook, so the field is not marked while the editor types "/Foo/".
  validate: (value: unknown) => {
    const text = typed(value)
    if (!text) return 'Enter the page’s URL path, for example summer-sale.'
    return SLUG_PATTERN.test(pageSlugFromInput(text))
      ? true
      : 'Use letters, digits and hyphens, with "/" between parts of the path (for example resources/faq).'
  },
})
