'use client'

import { useEffect } from 'react'
import type { Resolver } from 'react-hook-form'
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
import { BRAND_ROUTED_SOURCES, EMPTY_DEALER_LEAD_FIELDS } from '@/domain/leads/leadNames'
import type { DealerLeadFormInput } from '@/domain/leads/leadSchemas'
import { loadStoredZipcode } from '@/lib/userProfileStore'
import { useLeadForm } from './useLeadForm'

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

const DRAFT_PREFIX = 'lead-draft:'

/** What the homeowner typed in a form of this name this session (a closed modal keeps it), else {}. */
function loadDraft(formName: string): Partial<DealerLeadFields> {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(DRAFT_PREFIX + formName)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(([key, value]) => key in EMPTY_DEALER_LEAD_FIELDS && typeof value === 'string' && value !== ''),
    ) as Partial<DealerLeadFields>
  } catch {
    return {}
  }
}

function saveDraft(formName: string, values: Record<string, unknown>) {
  try {
    const kept = Object.fromEntries(Object.entries(values).filter(([key, value]) => key in EMPTY_DEALER_LEAD_FIELDS && typeof value === 'string' && value !== ''))
    window.sessionStorage.setItem(DRAFT_PREFIX + formName, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the form still works, it just forgets on close.
  }
}

function clearDraft(formName: string) {
  try {
    window.sessionStorage.removeItem(DRAFT_PREFIX + formName)
  } catch {
    // See saveDraft.
  }
}

/**
 * The dealer lead forms: useLeadForm with the dealer's analytics context, and `submitDealerLead`,
 * which sends the lead (when the form may), keeps the profile and calls `onSuccess`.
 */
export function useDealerLeadForm<TOutput extends DealerLeadFormInput = DealerLeadFormInput>(
  context: DealerLeadFormContext,
  resolver: Resolver<DealerLeadFormInput, unknown, TOutput>,
  onSuccess?: (leadId: string) => void,
) {
  const lead = useLeadForm({
    resolver,
    // Step 2 starts with the ZIP the homeowner searched (the locator's, else the one it stored), not empty.
    // The preferred day and time (Book Online's, reading 52) start as "any": a radio group needs a
    // value to show one option checked. Forms without them send nothing for them.
    defaultValues: { ...EMPTY_DEALER_LEAD_FIELDS, preferredDay: '', preferredTimeWindow: '', zip: context.zipcode?.trim() || loadStoredZipcode(), ...loadDraft(context.formName) },
    events: { form_id: context.formName, card_position: context.cardPosition, dealer_name: context.dealerName, dealer_id: context.companyId, zipcode: context.zipcode },
  })

  // Kept for the session as it is typed; a sent lead clears it.
  const { watch } = lead
  const { formName } = context
  useEffect(() => {
    const subscription = watch((values) => saveDraft(formName, values))
    return () => subscription.unsubscribe()
  }, [watch, formName])

  async function submitDealerLead(fields: DealerLeadFields) {
    if (!canSendDealerLead(context)) return
    const { formName, companyId, source, comments, topic, language, privacyPolicyUrl } = context
    const body = contactDealerLeadBody(fields, { companyId, source, formName, comments, topic, language, privacyPolicyUrl, pageUrl: window.location.href })
    const leadId = await lead.submitLead(body, fields)
    if (leadId === null) return
    clearDraft(formName)
    rememberLead(fields, leadId, companyId)
    onSuccess?.(leadId)
  }

  return { ...lead, submitDealerLead }
}
