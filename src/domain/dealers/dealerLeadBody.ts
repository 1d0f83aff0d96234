import { currentConsentRecord } from '@/domain/leads/consent'
import { LEAD_BRAND, LEAD_SOURCES } from '@/domain/leads/leadNames'

/**
 * The CONTACT_DEALER lead a locator form sends to POST /api/leads (spec section 3: brand AS,
 * kind CONTACT_DEALER, companyId, source asa-dealer-contact or a variant, the form name).
 */
export interface DealerLeadContext {
  /** Absent for a brand-routed form on a page without a dealer (LEAD_SOURCES.homeContact / contactDealerBlock). */
  companyId?: number
  /** Default `asa-dealer-contact`; the rebate / connect modal passes `AS:CONTACT_DEALER_MODAL`. */
  source?: string
  formName: string
  privacyPolicyUrl: string
  pageUrl?: string
  /** Hidden comments (the rebate modal's fixed note). */
  comments?: string
  /** The home contact form's step-1 topic. */
  topic?: string
  /** Language of the consent text shown (the French contact-a-dealer block). */
  language?: 'en' | 'fr'
}

export interface DealerLeadFields {
  firstName: string
  lastName: string
  email: string
  phone: string
  addressLine1: string
  city: string
  state: string
  zip: string
  /** Book Online only (reading 52): `YYYY-MM-DD` and `morning` / `afternoon` / `evening`, both optional. */
  preferredDay?: string
  preferredTimeWindow?: string
  /** Sent from "Book Online": the homeowner asked for a visit, with or without a preferred time. */
  bookOnline?: boolean
}

export function contactDealerLeadBody(fields: DealerLeadFields, context: DealerLeadContext) {
  return {
    kind: 'CONTACT_DEALER' as const,
    brand: LEAD_BRAND,
    ...(context.companyId !== undefined ? { companyId: context.companyId } : {}),
    source: context.source ?? LEAD_SOURCES.dealerContact,
    formName: context.formName,
    ...(context.topic ? { topic: context.topic } : {}),
    ...(context.pageUrl ? { pageUrl: context.pageUrl } : {}),
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    addressLine1: fields.addressLine1,
    city: fields.city,
    state: fields.state,
    zip: fields.zip,
    ...(fields.preferredDay ? { preferredDay: fields.preferredDay } : {}),
    ...(fields.preferredTimeWindow ? { preferredTimeWindow: fields.preferredTimeWindow } : {}),
    ...(fields.bookOnline ? { bookOnline: true } : {}),
    ...(context.comments ? { comments: context.comments } : {}),
    consent: currentConsentRecord(context.privacyPolicyUrl, context.language),
  }
}
