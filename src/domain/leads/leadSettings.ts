// The LeadSettings global's slug, defaults and shape: server/ reads the global, and a layer rule
// keeps server/ from importing the global's config (src/globals/LeadSettings).
export const LEAD_SETTINGS_SLUG = 'lead-settings'
export const DEFAULT_LEAD_RETENTION_DAYS = 730
/** Reading 51: the confirmation's second line says when the dealer will be in touch. */
export const DEFAULT_LEAD_CONTACT_WINDOW = 'within one business day'

export interface LeadSettings {
  retentionDays: number
  sendHomeownerConfirmation: boolean
  contactWindow: string
}
