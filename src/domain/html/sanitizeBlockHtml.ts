import sanitizeHtml from 'sanitize-html'

/**
 * What editor-pasted HTML (the html and freeform blocks) may keep. An allow-list: everything else
 * goes, with the text of unknown elements kept and the content of script/style dropped.
 *
 * - No script, style, iframe, object, embed, form controls, svg or media players: nothing runs,
 *   nothing loads from another host, nothing posts anywhere.
 * - No attributes beyond the few listed: so no on* event handlers, no style or class (which could
 *   position content over the rest of the page or borrow the site's own classes), no id (which
 *   could clash with the page's anchors).
 * - Links: http, https, mailto, tel or a path on this site; never javascript: or data:. A link that
 *   opens a new tab gets rel="noopener noreferrer".
 * - Images: only from this site (a path such as /api/media/file/...), never another host, and lazy.
 * - h1 becomes h2: the page has one h1, its title.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'span', 'div',
  'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q', 'code', 'pre', 'kbd',
  'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
]

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Relative paths carry no scheme and stay; any absolute image URL (another host) goes.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An image whose source was removed would render as a broken image: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** Editor-pasted HTML, cleaned to the allow-list above. */
export function sanitizeBlockHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtml(html, OPTIONS).trim()
}

const BLOCK_TAG = /^<\/?(p|div|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tfoot|tr|th|td|caption|figure|figcaption|hr|colgroup|col)\b/i

/**
 * Classic-editor text, as the freeform block stores it: paragraphs separated by a blank line and
 * line breaks inside them, with or without HTML tags. A chunk that starts with a block element is
 * left as it is; any other chunk becomes a paragraph, its single line breaks <br>. Then sanitised.
 */
export function freeformToHtml(text: string | null | undefined): string {
  if (!text) return ''
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
  const html = chunks.map((chunk) => (BLOCK_TAG.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`)).join('\n')
  return sanitizeBlockHtml(html)
}

/** What sanitizeBlockHtml keeps and removes, in an editor's words. */
export const HTML_ALLOWED =
  'text, headings (an h1 becomes h2), lists, links, tables, quotes, code and images from this site stay; scripts, event handlers, javascript: links, iframes, forms, styles and classes are removed.'
