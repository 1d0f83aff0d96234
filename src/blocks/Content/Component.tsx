import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { type JSXConverter, type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { richTextLinkHref } from '@/domain/pages/linkHref'
import type { ContentBlock } from '@/payload-types'

// Links go through the site's own rule (safe URLs, page paths) rather than whatever a stored
// node says: a `javascript:` or `data:` URL renders as plain text.
const safeLink: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const href = richTextLinkHref(node.fields)
  if (!href) return <>{children}</>
  const newTab = Boolean(node.fields.newTab)
  return (
    <a href={href} rel={newTab ? 'noopener noreferrer' : undefined} target={newTab ? '_blank' : undefined}>
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, link: safeLink, autolink: safeLink })

export function ContentComponent({ richText }: ContentBlock) {
  if (!richText) return null
  return (
    <section className="container prose">
      <RichText data={richText} converters={converters} />
    </section>
  )
}
