import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { logger } from '@/lib/logger'
import { lookupDealer } from '@/server/dealers/findDealers'
import { payloadClient } from '@/server/payload'

export interface PageFormDealer {
  companyId: number
  /** As the site shows it; undefined when the block names none and the directory does not know the dealer. */
  name?: string
}

/**
 * The dealer a page lead form (home contact form, contact-a-dealer block) sends its leads to:
 * the one set on the block; else, in single-dealer mode (Site settings), that dealer, as the
 * locator and its contact modal do; else none, and the lead goes to the brand (readings 13).
 */
export async function pageFormDealer(block: { companyId?: number | null; dealerName?: string | null }, settings: Pick<SiteSettings, 'singleDealerCompanyId'>): Promise<PageFormDealer | null> {
  const companyId = block.companyId ?? settings.singleDealerCompanyId
  if (!companyId) return null
  const named = block.companyId ? block.dealerName?.trim() : undefined
  return { companyId, name: named || (await directoryName(companyId)) }
}

async function directoryName(companyId: number): Promise<string | undefined> {
  try {
    const dealer = await lookupDealer(await payloadClient(), companyId)
    return dealer?.data.name ? titleCaseDealerName(dealer.data.name) : undefined
  } catch (error) {
    // The form still works without the name (the texts say "your local dealer").
    logger.warn({ err: error, companyId }, 'page form dealer: directory lookup failed')
    return undefined
  }
}
