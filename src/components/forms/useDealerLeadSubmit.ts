'use client'

import { useRef, useState } from 'react'
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
import type { DealerLeadFormInput } from '@/domain/leads/leadSchemas'
import { trackDealerForm } from '@/lib/analytics'
import { submitLead } from '@/lib/dealersClient'

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
  /** The dealer the lead goes to; Submit is disabled without it. */
  companyId?: number
  /** `asa-dealer-contact` (default) or a variant; `AS:CONTACT_DEALER_MODAL` for the rebate / connect modal. */
  source?: string
  /** `CONTACT LOCAL DEALER MODAL`, `DEALER_LEAD_FORM` ... also the analytics form_id. */
  formName: string
  /** Hidden comments sent with the lead (the rebate modal's fixed note). */
  comments?: string
  privacyPolicyUrl: string
  /** Analytics context. */
  cardPosition?: number
  dealerName?: string
  zipcode?: string
}

export type SubmitOutcome = { kind: 'idle' } | { kind: 'success'; leadId: string } | { kind: 'failure' }

/** Keeps the homeowner's details, the lead id and the contacted dealer in session storage (spec section 3, user profile). */
function rememberLead(fields: DealerLeadFields, leadId: string, companyId: number) {
  try {
    const stored = parseStoredProfile(window.sessionStorage.getItem(USER_PROFILE_KEY))
    if (stored.error) console.warn(stored.error)
    let profile = withCookieIds(stored.profile, document.cookie)
    profile = withProfileFields(profile, { ...fields })
    profile = withLeadId(profile, leadId)
    profile = withDealerContacted(profile, companyId)
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
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' })
  const started = useRef(false)
  const analytics = {
    form_id: context.formName,
    card_position: context.cardPosition,
    dealer_name: context.dealerName,
    dealer_id: context.companyId,
    zipcode: context.zipcode,
  }

  function markStarted() {
    if (started.current) return
    started.current = true
    trackDealerForm('dealer_form_start', analytics)
  }

  async function submit(fields: DealerLeadFields): Promise<Record<string, string>> {
    if (!context.companyId) return {}
    setOutcome({ kind: 'idle' })
    const result = await submitLead(
      contactDealerLeadBody(fields, {
        companyId: context.companyId,
        source: context.source,
        formName: context.formName,
        comments: context.comments,
        privacyPolicyUrl: context.privacyPolicyUrl,
        pageUrl: window.location.href,
      }),
    )
    if (result.ok) {
      rememberLead(fields, result.id, context.companyId)
      trackDealerForm('dealer_form_success', analytics)
      setOutcome({ kind: 'success', leadId: result.id })
      onSuccess?.(result.id)
      return {}
    }
    // Field errors the browser could not know (e.g. a phone number the server refuses) go back to the fields.
    const known = Object.keys(result.fieldErrors).filter((key) => key in fields)
    if (result.status === 400 && known.length > 0) {
      return Object.fromEntries(known.map((key) => [key, result.fieldErrors[key] as string]))
    }
    console.error('Lead submit failed', result.status, result.error)
    setOutcome({ kind: 'failure' })
    return {}
  }

  return { outcome, submit, markStarted }
}
