import type { Field } from 'payload'

/** URL path segment(s) of a page: lower-case words and hyphens; "/" separated; "home" is the root. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  label: 'URL path',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Path of the page without leading or trailing slash, e.g. "find-a-dealer" or "resources/faq". "home" is /.',
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, digits and hyphens, with "/" between path segments',
})
