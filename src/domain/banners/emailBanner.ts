import { NEWSLETTER_SOURCES } from '@/domain/leads/leadNames'
import { newsletterFormSchema } from '@/domain/leads/leadSchemas'
import { OUTCOME_MESSAGES } from '@/domain/leads/messages'
import { NEWSLETTER_FAILURE_MESSAGE } from './emailBannerText'

/**
 * Email banner (page-blocks readings 37): the newsletter's one email field, posted to the lead
 * intake as a MARKETO lead. Validation is the newsletter schema's, so the browser and the intake
 * give the spec's messages.
 */

/** Ours: tells newsletter sign-ups from the banner apart from other placements. */
export const EMAIL_BANNER_LEAD_SOURCE = NEWSLETTER_SOURCES.emailBanner

/** Spec section 2. */
export const NEWSLETTER_SUCCESS_MESSAGE = OUTCOME_MESSAGES.newsletterSubmitted

export { NEWSLETTER_FAILURE_MESSAGE }

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string }

/** The newsletter schema's verdict on what the visitor typed, with the spec's message. */
export function checkNewsletterEmail(value: string): EmailCheck {
  const parsed = newsletterFormSchema.safeParse({ email: value })
  if (parsed.success) return { ok: true, email: parsed.data.email }
  return { ok: false, message: parsed.error.issues[0]?.message ?? NEWSLETTER_FAILURE_MESSAGE }
}

export interface NewsletterLeadBody {
  kind: 'MARKETO'
  email: string
  source: string
  pageUrl?: string
}

/** `source`: the placement (the email banner by default, or the site footer). */
export function newsletterLeadBody(email: string, pageUrl?: string, source: string = EMAIL_BANNER_LEAD_SOURCE): NewsletterLeadBody {
  return { kind: 'MARKETO', email, source, ...(pageUrl ? { pageUrl } : {}) }
}

export type NewsletterOutcome = { ok: true } | { ok: false; message: string; field: boolean }

/** The lead intake's answer as the browser's lead client reports it (status 0: no answer). */
export type LeadAnswer = { ok: true } | { ok: false; status: number; error?: string; fieldErrors: Record<string, string> }

/**
 * What the banner shows for the intake's answer: success; a 400 naming the email shows that message
 * at the field; a rate limit shows the intake's text; anything else our failure text.
 */
export function newsletterOutcome(answer: LeadAnswer): NewsletterOutcome {
  if (answer.ok) return { ok: true }
  if (answer.status === 400 && typeof answer.fieldErrors.email === 'string') return { ok: false, message: answer.fieldErrors.email, field: true }
  if (answer.status === 429 && answer.error) return { ok: false, message: answer.error, field: false }
  return { ok: false, message: NEWSLETTER_FAILURE_MESSAGE, field: false }
}
