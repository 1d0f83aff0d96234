'use client'

import { contactDealerLeadBody, type DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import {
  parseStoredProfile,
  serializeProfile,
  USER_PROFILE_KEY,
  withCookieIds,
  withDealerContacted,
  withLeadId,
  withProfileFields,
} from '@/domain/leads/userProfile'
import { BRAND_ROUTED_SOURCES } from '@/domain/leads/leadNames'
import type { DealerLeadFormInput } from '@/domain/leads/leadSchemas'
import { useFormEvents } from './useFormEvents'
import { useLeadSubmit } from './useLeadSubmit'

/** Starting values of the dealer lead forms: every field empty. */
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

export interface DealerLeadFormContext {
  /** The dealer the lead goes to; Submit is disabled without it, unless the source is brand-routed. */
  companyId?: number
  /** `asa-dealer-contact` (default) or a variant; `AS:CONTACT_DEALER_MODAL` for the rebate / connect modal. */
  source?: string
  /** `CONTACT LOCAL DEALER MODAL`, `DEALER_LEAD_FORM` ... also the analytics form_id. */
  formName: string
  /** Hidden comments sent with the lead (the rebate modal's fixed note). */
  comments?: string
  privacyPolicyUrl: string
  /** The home contact form's topic. */
  topic?: string
  /** Consent language (the French contact-a-dealer block). */
  language?: 'en' | 'fr'
  /** Analytics context. */
  cardPosition?: number
  dealerName?: string
  zipcode?: string
}

/** True when the form may send: it names a dealer, or its source goes to the brand without one. */
export function canSendDealerLead(context: Pick<DealerLeadFormContext, 'companyId' | 'source'>): boolean {
  return Boolean(context.companyId) || (context.source !== undefined && BRAND_ROUTED_SOURCES.includes(context.source))
}

/** Keeps the homeowner's details, the lead id and the contacted dealer in session storage (spec section 3, user profile). */
function rememberLead(fields: DealerLeadFields, leadId: string, companyId: number | undefined) {
  try {
    const stored = parseStoredProfile(window.sessionStorage.getItem(USER_PROFILE_KEY))
    if (stored.error) console.warn(stored.error)
    let profile = withCookieIds(stored.profile, document.cookie)
    profile = withProfileFields(profile, { ...fields })
    profile = withLeadId(profile, leadId)
    if (companyId) profile = withDealerContacted(profile, companyId)
    window.sessionStorage.setItem(USER_PROFILE_KEY, serializeProfile(profile))
  } catch (error) {
    console.warn('Could not store the user profile', error)
  }
}

/**
 * Shared submit logic of the dealer lead forms: analytics (start once, success), POST
 * /api/leads, server field errors handed back, profile bookkeeping.
 */
export function useDealerLeadSubmit(context: DealerLeadFormContext, onSuccess?: (leadId: string) => void) {
  const { outcome, send, fieldErrorsOf, reset } = useLeadSubmit()
  const { markStarted, markSucceeded } = useFormEvents({
    form_id: context.formName,
    card_position: context.cardPosition,
    dealer_name: context.dealerName,
    dealer_id: context.companyId,
    zipcode: context.zipcode,
  })

  async function submit(fields: DealerLeadFields): Promise<Record<string, string>> {
    if (!canSendDealerLead(context)) return {}
    const result = await send(
      contactDealerLeadBody(fields, {
        companyId: context.companyId,
        source: context.source,
        formName: context.formName,
        comments: context.comments,
        topic: context.topic,
        language: context.language,
        privacyPolicyUrl: context.privacyPolicyUrl,
        pageUrl: window.location.href,
      }),
    )
    if (result === null) return {}
    if (result.ok) {
      rememberLead(fields, result.id, context.companyId)
      markSucceeded()
      onSuccess?.(result.id)
      return {}
    }
    return fieldErrorsOf(result, Object.keys(fields))
  }

  return { outcome, submit, markStarted, reset }
}
