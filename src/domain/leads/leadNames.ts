/**
 * Names a lead carries (brand, source, form name, the rebate note). Kept apart from leadSchemas so
 * browser code that only labels a lead does not pull zod and the phone library into every page;
 * leadSchemas re-exports them.
 */

export const LEAD_BRAND = 'AS'

export const LEAD_SOURCES = {
  /** Locator forms; variants `asa-dealer-contact-<suffix>` are accepted too. */
  dealerContact: 'asa-dealer-contact',
  /** Rebate tool and dealer connect modal. */
  contactDealerModal: 'AS:CONTACT_DEALER_MODAL',
  /** Extended contact (contact-a-dealer page). */
  contactUs: 'AS:CONTACT_US',
  /** Customer care form. */
  customerService: 'CONTACT_US',
} as const

export const LEAD_FORM_NAMES = {
  contactLocalDealerModal: 'CONTACT LOCAL DEALER MODAL',
  dealerLeadForm: 'DEALER_LEAD_FORM',
} as const

/** Hidden comment the rebate modal sends (spec: "a fixed note that the homeowner is interested in rebates from the rebate tool"). */
export const REBATE_MODAL_COMMENTS = 'The homeowner is interested in rebates found with the rebate tool.'
