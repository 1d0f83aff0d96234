import type { GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

export const globalTag = (slug: string) => `global:${slug}`

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    refreshAfterSave(req, () => revalidateTag(globalTag(slug), 'max'))
    return doc
  }
