import type { GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { globalTag } from '@/server/cache/globalTag'
import { refreshAfterSave } from '@/server/cache/refreshAfterSave'

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    refreshAfterSave(req, () => revalidateTag(globalTag(slug), 'max'))
    return doc
  }
