/**
 * Names a lead carries (brand, source, form name, the rebate note). Kept apart from leadSchemas so
 * browser code that only labels a lead does not pull zod and the phone library into every page;
 * leadSchemas re-exports them.
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
