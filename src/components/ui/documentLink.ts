import type { Document } from '@/payload-types'

export type DocumentLink = { url: string; title: string; sample: boolean }

/** An uploaded PDF as a link, or null when it is missing or not populated. */
export function documentLink(doc: number | Document | null | undefined): DocumentLink | null {
  if (!doc || typeof doc !== 'object' || !doc.url) return null
  return { url: doc.url, title: doc.title, sample: Boolean(doc.sample) }
}
