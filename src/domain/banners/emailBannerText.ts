/** The email banner's fixed texts, apart from its rules so the browser has them without loading zod. */
import { OUTCOME_MESSAGES } from '@/domain/leads/messages'

/** Spec section 2. */
export const NEWSLETTER_SUCCESS_MESSAGE = OUTCOME_MESSAGES.newsletterSubmitted

/** Ours: the spec shows no failure text. */
export const NEWSLETTER_FAILURE_MESSAGE = 'We could not save your email right now. Please try again.'
