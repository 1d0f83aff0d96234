import type { GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

export const globalTag = (slug: string) => `global:${slug}`

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.disableRevalidate) revalidateTag(globalTag(slug), 'max')
    return doc
  }
