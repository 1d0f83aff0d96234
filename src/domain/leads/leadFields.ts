import { z } from 'zod'
import { toE164 } from '@/domain/address/phone'
import { isPlausibleForeignPostalCode, parsePostalCode } from '@/domain/geo/postalCode'
import { REGIONS, type RegionCode } from '@/domain/address/regions'
import { isValidStreetAddress } from '@/domain/address/streetAddress'
import { isKnownConsentVersion } from '@/domain/leads/consent'
import { FIELD_MESSAGES as M, OUTCOME_MESSAGES, tooLongMessage } from '@/domain/leads/messages'
import { isPreferredDayAllowed, PREFERRED_TIME_WINDOWS } from '@/domain/leads/preferredTime'

/**
 * The field rules of the lead forms (leadSchemas.ts) and the lead intake (leadIntake.ts): every rule
 * is written here once, and each form or intake kind only picks the spec's messages for it.
 */

export const FIELD_MAX_LENGTH = {
  name: 80,
  email: 254,
  phone: 40,
  address: 200,
  city: 80,
  zip: 12,
  comments: 2000,
  pageUrl: 2048,
  source: 64,
  formName: 64,
  consentText: 2000,
  consentVersion: 32,
} as const

/** Radio values of yes/no questions; the API also takes booleans. */
export const YES_NO = ['yes', 'no'] as const

const REGION_CODES: readonly RegionCode[] = REGIONS.map((region) => region.code)

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** `missing`: absent or not a string; `empty`: blank after trimming (defaults to `missing`). */
export interface TextMessages {
  readonly missing: string
  readonly empty?: string
  /** Minimum two characters after trimming. */
  readonly tooShort?: string
}

const MIN_TEXT_LENGTH = 2

/**
 * One-line fields (names, street, city) end up in e-mail headers and subject lines: a line break
 * there would forge lines of the dealer's e-mail and a NUL cuts what is stored. Each run of
 * control characters (CR, LF, tab, NUL, Unicode line separators) becomes one space.
 */
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g
export const toSingleLine = (value: string): string => value.replace(LINE_BREAKS_AND_CONTROLS, ' ')

/** Multi-line text keeps its line breaks and tabs; NUL and the other control characters go. */
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const withoutControls = (value: string): string => value.replace(CONTROLS_BUT_LINE_BREAKS, '')

function requiredText(messages: TextMessages, maxLength: number) {
  const base = z
    .string({ error: messages.missing })
    .overwrite(toSingleLine)
    .trim()
    .min(1, { error: messages.empty ?? messages.missing, abort: true })
    .max(maxLength, { error: tooLongMessage(maxLength), abort: true })
  return messages.tooShort ? base.min(MIN_TEXT_LENGTH, { error: messages.tooShort, abort: true }) : base
}

export function personNameField(messages: TextMessages) {
  return requiredText(messages, FIELD_MAX_LENGTH.name)
}

export function cityField(messages: TextMessages) {
  return requiredText(messages, FIELD_MAX_LENGTH.city)
}

export interface StreetAddressMessages extends TextMessages {
  /** A value the street-address rule refuses ("Street address must be valid"). */
  readonly invalid: string
}

/** Every form's and the intake's street address: required, then the one street-address rule. */
export function streetAddressField(messages: StreetAddressMessages) {
  return requiredText(messages, FIELD_MAX_LENGTH.address).refine(isValidStreetAddress, { error: messages.invalid, abort: true })
}

export interface EmailMessages {
  readonly missing: string
  readonly invalid: string
  /** Set to name a missing "@" or domain separately (newsletter). */
  readonly needsAtAndDomain?: string
}

export function emailField(messages: EmailMessages) {
  let email = z
    .string({ error: messages.missing })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.missing, abort: true })
    .max(FIELD_MAX_LENGTH.email, { error: messages.invalid, abort: true })
  if (messages.needsAtAndDomain) {
    email = email.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: messages.needsAtAndDomain, abort: true })
  }
  return email.pipe(z.email({ error: messages.invalid }))
}

/** Normalised to E.164. US/Canada numbers only unless `international` (customer care, country Other). */
export function phoneField(message: string, options: { international?: boolean } = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(FIELD_MAX_LENGTH.phone, { error: message, abort: true })
    .transform((value, ctx) => {
      const e164 = toE164(value, options)
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message, input: value })
        return z.NEVER
      }
      return e164
    })
}

/** A two-letter US state, DC or Canadian province/territory code, upper-cased. */
export function stateField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .min(1, { error: message, abort: true })
    .pipe(z.enum(REGION_CODES, { error: message }))
}

export interface ZipMessages {
  readonly missing: string
  readonly invalid: string
}

/**
 * A postal code: required, capped, then read by `toStored` (the value to keep, or null when the
 * code is not one this field takes).
 */
function postalCodeField(messages: ZipMessages, toStored: (value: string) => string | null) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, { error: messages.missing, abort: true })
    .max(FIELD_MAX_LENGTH.zip, { error: messages.invalid, abort: true })
    .transform((value, ctx) => {
      const stored = toStored(value)
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid, input: value })
        return z.NEVER
      }
      return stored
    })
}

/** US zip (+4) or Canadian postal code, normalised (`K1A 0B1`). */
export function zipField(messages: ZipMessages) {
  return postalCodeField(messages, (value) => parsePostalCode(value)?.value ?? null)
}

/**
 * Any country's postal code: US/Canadian ones are normalised, others kept as typed (upper-cased).
 * Whether it fits the chosen country is checked by `checkCustomerCareCountry`.
 */
export function anyCountryPostalCodeField(messages: ZipMessages) {
  return postalCodeField(messages, (value) => parsePostalCode(value)?.value ?? (isPlausibleForeignPostalCode(value) ? value.toUpperCase() : null))
}

export interface ChoiceMessages {
  /** Nothing chosen (undefined, null or ""). */
  readonly missing: string
  /** A value that is not one of the options. Defaults to `missing`. */
  readonly invalid?: string
}

function choiceError(messages: ChoiceMessages) {
  return (issue: { input?: unknown }) => (isBlank(issue.input) ? messages.missing : (messages.invalid ?? messages.missing))
}

export function choiceField<const T extends readonly [string, ...string[]]>(options: T, messages: ChoiceMessages) {
  return z.enum(options, { error: choiceError(messages) })
}

/**
 * Yes/No radio ("yes" | "no") or a boolean; always yields a boolean. Written as one check rather
 * than a union, so an untouched radio group (null in the browser) gets the field's own message
 * and not a union branch's.
 */
export function yesNoField(messages: ChoiceMessages) {
  return z.unknown().transform((value, ctx) => {
    if (value === true || value === YES_NO[0]) return true
    if (value === false || value === YES_NO[1]) return false
    ctx.addIssue({ code: 'custom', message: isBlank(value) ? messages.missing : (messages.invalid ?? messages.missing), input: value })
    return z.NEVER
  })
}

/** A checkbox that must be ticked. */
export function mustBeCheckedField(message: string) {
  return z.literal(true, { error: message })
}

export function commentsField() {
  return z
    .string({ error: M.invalidValue })
    .overwrite(withoutControls)
    .trim()
    .max(FIELD_MAX_LENGTH.comments, { error: tooLongMessage(FIELD_MAX_LENGTH.comments) })
    .optional()
}

/** An optional choice: "" and null (an untouched select or radio group) mean none was given. */
const noneGiven = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * Book Online's preferred day (reading 52), optional: a `YYYY-MM-DD` the form could have offered
 * (preferredTime.ts). `now` is read at each parse, so a form left open for days gets the message.
 */
export function preferredDayField(now: () => Date = () => new Date()) {
  return z.preprocess(
    noneGiven,
    z
      .string({ error: M.preferredDayInvalid })
      .trim()
      .refine((day) => isPreferredDayAllowed(day, now()), { error: M.preferredDayInvalid })
      .optional(),
  )
}

/** Book Online's preferred time window, optional: morning, afternoon or evening. */
export function preferredTimeWindowField() {
  return z.preprocess(noneGiven, z.enum(PREFERRED_TIME_WINDOWS, { error: M.preferredTimeWindowInvalid }).optional())
}

/** A dealer's company ID: a positive integer, sent as a number or a digit string (hidden input). */
export function companyIdField() {
  const message = OUTCOME_MESSAGES.noDealerSelected
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,15}$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }))
}

export function consentField() {
  const message = M.consentRequired
  return z.object(
    {
      // What the form showed. The intake stores the published text of `version` instead, so this
      // is only checked for shape (older clients send it; newer ones may leave it out).
      text: requiredText({ missing: message }, FIELD_MAX_LENGTH.consentText).optional(),
      version: requiredText({ missing: message }, FIELD_MAX_LENGTH.consentVersion).refine(isKnownConsentVersion, {
        error: message,
      }),
    },
    { error: message },
  )
}

interface CountryBound {
  country?: unknown
  zip?: unknown
  phone?: unknown
}

/**
 * Cross-field rule of the customer-care form and the CUSTOMER_SERVICE intake: a US or Canadian
 * customer gives a postal code and a phone number of that country.
 */
export function checkCustomerCareCountry(value: CountryBound, ctx: z.RefinementCtx): void {
  const { country, zip, phone } = value
  if (country !== 'US' && country !== 'CA') return
  if (typeof zip === 'string' && parsePostalCode(zip)?.country !== country) {
    ctx.addIssue({ code: 'custom', path: ['zip'], message: M.zipInvalid, input: zip })
  }
  if (typeof phone === 'string' && !phone.startsWith('+1')) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: M.validPhoneNumber, input: phone })
  }
}
