import type { FreeformBlock } from '@/payload-types'
import { freeformToHtml } from '@/domain/html/sanitizeBlockHtml'
import { logger } from '@/lib/logger'
import '@/components/ui/htmlBlock.css'

export function FreeformComponent({ text }: FreeformBlock) {
  const clean = freeformToHtml(text)
  if (!clean) {
    if (text) logger.warn('Classic text block empty after cleaning, skipped')
    return null
  }
  return <div className="container prose html-block" dangerouslySetInnerHTML={{ __html: clean }} />
}
