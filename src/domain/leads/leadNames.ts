import type { DealerLeadFormInput } from './leadSchemas'

/**
 * Names and choice values a lead carries (kind, brand, source, form name, the rebate note, the
 * options of the forms' choices). Kept apart from the zod schemas so browser code and collection
 * configs that only name a lead do not pull zod and the phone library in; leadSchemas re-exports
 * what the forms use.
 */

export const LEAD_BRAND = 'AS'

export const LEAD_SOURCES = {
  /** Locator forms; variants `asa-dealer-contact-<suffix>` are accepted too. */
  dealerContact: 'asa-dealer-contact',
  /** Home contact form block (page-blocks spec, section 2). Without a dealer on the page it goes to the brand. */
  homeContact: 'asa-dealer-contact-home',
  /** Contact-a-dealer form block (EN/FR). Without a dealer on the page it goes to the brand. */
  contactDealerBlock: 'asa-dealer-contact-block',
  /** Rebate tool and dealer connect modal. */
  contactDealerModal: 'AS:CONTACT_DEALER_MODAL',
  /** Extended contact (contact-a-dealer page). */
  contactUs: 'AS:CONTACT_US',
  /** Customer care form. */
  customerService: 'CONTACT_US',
} as const

/**
 * Sources whose CONTACT_DEALER lead may name no dealer (readings 13): a form on a page without a
 * dealer sends its lead to the brand (the CRM adapter) instead of a dealer.
 */
export const BRAND_ROUTED_SOURCES: readonly string[] = [LEAD_SOURCES.homeContact, LEAD_SOURCES.contactDealerBlock]

/** Newsletter placements (MARKETO source). */
export const NEWSLETTER_SOURCES = { emailBanner: 'EMAIL_BANNER', footer: 'FOOTER_NEWSLETTER' } as const

export const LEAD_FORM_NAMES = {
  contactLocalDealerModal: 'CONTACT LOCAL DEALER MODAL',
  dealerLeadForm: 'DEALER_LEAD_FORM',
  homeContactForm: 'HOME_CONTACT_FORM',
  contactDealerBlock: 'CONTACT_DEALER_BLOCK',
  contactUsPage: 'CONTACT_US_PAGE',
  customerCare: 'CUSTOMER_CARE_FORM',
} as const

/** Hidden comment the rebate modal sends (spec: "a fixed note that the homeowner is interested in rebates from the rebate tool"). */
export const REBATE_MODAL_COMMENTS = 'The homeowner is interested in rebates found with the rebate tool.'

export const LEAD_KINDS = ['CONTACT_DEALER', 'CONTACT_US', 'CUSTOMER_SERVICE', 'MARKETO'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const HOME_CONTACT_TOPICS = ['newSystem', 'repairSystem', 'pricing', 'other'] as const
export const CONTACT_REASONS = ['New System', 'Repair', 'Indoor Air Quality', 'Smart Home', 'Offers'] as const
export const CONTACT_METHODS = ['phone', 'email'] as const
export const SERVICE_TYPES = ['productAndWarranty', 'homeAppThermostatSupport'] as const
/** OO = Other. */
export const CUSTOMER_COUNTRIES = ['US', 'CA', 'OO'] as const

/**
 * Starting values of the dealer lead forms, every field empty; the contact-a-dealer page form starts
 * from them too. Here, not beside the schemas: a form renders without loading zod (lazyZodResolver).
 */
export const EMPTY_DEALER_LEAD_FIELDS: DealerLeadFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
}
