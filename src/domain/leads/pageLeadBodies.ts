import { currentConsentRecord } from './consent'
import { LEAD_BRAND, LEAD_SOURCES } from './leadNames'
import type { ContactUsPageFormValues, CustomerCareFormValues } from './leadSchemas'

/** The leads the contact-a-dealer page and the customer care form send to POST /api/leads. */

interface BodyContext {
  privacyPolicyUrl: string
  pageUrl?: string
}

/**
 * Contact-a-dealer page (spec section 3, extended contact lead): kind CONTACT_US (ours, readings
 * 12; the CRM receives CONTACT_DEALER + AS:CONTACT_US), the first dealer's company id.
 */
export function contactUsLeadBody(values: ContactUsPageFormValues, context: BodyContext & { companyId: number }) {
  return {
    kind: 'CONTACT_US' as const,
    brand: LEAD_BRAND,
    source: LEAD_SOURCES.contactUs,
    companyId: context.companyId,
    ...values,
    ...(context.pageUrl ? { pageUrl: context.pageUrl } : {}),
    consent: currentConsentRecord(context.privacyPolicyUrl),
  }
}

/** Customer care form: kind CUSTOMER_SERVICE, source CONTACT_US. */
export function customerServiceLeadBody(values: CustomerCareFormValues, context: BodyContext) {
  return {
    kind: 'CUSTOMER_SERVICE' as const,
    brand: LEAD_BRAND,
    source: LEAD_SOURCES.customerService,
    ...values,
    ...(context.pageUrl ? { pageUrl: context.pageUrl } : {}),
    consent: currentConsentRecord(context.privacyPolicyUrl),
  }
}

