import type { HtmlBlock } from '@/payload-types'
import { sanitizeBlockHtml } from '@/domain/html/sanitizeBlockHtml'
import { logger } from '@/lib/logger'
import '@/components/ui/htmlBlock.css'

export function HtmlComponent({ html }: HtmlBlock) {
  // Cleaned again here: layouts saved before the save hook, or written around it, are not trusted.
  const clean = sanitizeBlockHtml(html)
  if (!clean) {
    if (html) logger.warn('Custom HTML block empty after cleaning, skipped')
    return null
  }
  return <div className="container html-block" dangerouslySetInnerHTML={{ __html: clean }} />
}
