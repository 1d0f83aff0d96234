import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ContentBlock } from '@/payload-types'

export function ContentComponent({ richText }: ContentBlock) {
  if (!richText) return null
  return (
    <section className="container prose">
      <RichText data={richText} />
    </section>
  )
}
