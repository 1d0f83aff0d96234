import type { ContentBlock } from '@/payload-types'

/** Lexical's serialized shape, written out once for the seeds so their pages read as text. */
export type RichTextNode = Record<string, unknown>

export const text = (value: string, format = 0): RichTextNode => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
export const element = (type: string, children: RichTextNode[], extra: RichTextNode = {}): RichTextNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
export const paragraph = (value: string): RichTextNode => element('paragraph', [text(value)], { textFormat: 0 })
export const heading = (tag: 'h1' | 'h2', value: string): RichTextNode => element('heading', [text(value)], { tag })
export const list = (items: readonly string[], ordered: boolean): RichTextNode =>
  element(
    'list',
    items.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
    ordered ? { listType: 'number', tag: 'ol', start: 1 } : { listType: 'bullet', tag: 'ul', start: 1 },
  )

/** A content block of these nodes. */
export const contentBlock = (nodes: RichTextNode[]): ContentBlock => ({
  blockType: 'content',
  richText: { root: element('root', nodes) as ContentBlock['richText']['root'] },
})

/** A page's h1 and one introductory line, for pages whose blocks carry only h2s. */
export const pageIntro = (title: string, intro: string): ContentBlock => contentBlock([heading('h1', title), paragraph(intro)])
