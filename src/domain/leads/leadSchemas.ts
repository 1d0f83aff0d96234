import { z } from 'zod'
import { toE164 } from '@/domain/address/phone'
import { isPlausibleForeignPostalCode, parsePostalCode } from '@/domain/geo/postalCode'
import { REGIONS, type RegionCode } from '@/domain/address/regions'
import { isValidStreetAddress } from '@/domain/address/streetAddress'
import { isKnownConsentVersion } from '@/domain/leads/consent'
import { FIELD_MESSAGES as M, FIELD_MESSAGES_FR as FR, INTAKE_ERRORS, OUTCOME_MESSAGES, tooLongMessage } from '@/domain/leads/messages'
import { BRAND_ROUTED_SOURCES, LEAD_BRAND, LEAD_SOURCES, REBATE_MODAL_COMMENTS } from './leadNames'

/**
 * Lead forms (react-hook-form + zodResolver) and the lead intake API validate with the same
 * field builders below; each form only picks the spec's messages for it.
 *
 * Where forms disagree on a rule (name length), the intake applies the most lenient one a form
 * accepts, so no form can send a lead the server refuses. The street-address rule is one for all
 * (readings 46: `domain/address/streetAddress.ts`).
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

// Browser code that only names a lead imports these from leadNames (no zod, no phone library).
export { LEAD_FORM_NAMES, LEAD_SOURCES, NEWSLETTER_SOURCES, REBATE_MODAL_COMMENTS } from './leadNames'

export const LEAD_KINDS = ['CONTACT_DEALER', 'CONTACT_US', 'CUSTOMER_SERVICE', 'MARKETO'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

const DEALER_CONTACT_SOURCE = /^asa-dealer-contact(?:-[a-z0-9-]+)?$/

/** Bots fill every input; people never see this one. A lead carrying a value in it is dropped. */
export const HONEYPOT_FIELD = 'website'

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

export const HOME_CONTACT_TOPICS = ['newSystem', 'repairSystem', 'pricing', 'other'] as const
export const CONTACT_REASONS = ['New System', 'Repair', 'Indoor Air Quality', 'Smart Home', 'Offers'] as const
export const CONTACT_METHODS = ['phone', 'email'] as const
export const SERVICE_TYPES = ['productAndWarranty', 'homeAppThermostatSupport'] as const
/** OO = Other. */
export const CUSTOMER_COUNTRIES = ['US', 'CA', 'OO'] as const
/** Radio values of yes/no questions; the API also takes booleans. */
export const YES_NO = ['yes', 'no'] as const

const REGION_CODES: readonly RegionCode[] = REGIONS.map((region) => region.code)

// ---------------------------------------------------------------------------------------------
// Field builders: every rule is written here once
// ---------------------------------------------------------------------------------------------

const isBlank = (value: unknown): boolean =>
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

/** US zip (+4) or Canadian postal code, normalised (`K1A 0B1`). */
export function zipField(messages: ZipMessages) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, { error: messages.missing, abort: true })
    .max(FIELD_MAX_LENGTH.zip, { error: messages.invalid, abort: true })
    .transform((value, ctx) => {
      const postal = parsePostalCode(value)
      if (!postal) {
        ctx.addIssue({ code: 'custom', message: messages.invalid, input: value })
        return z.NEVER
      }
      return postal.value
    })
}

/**
 * Any country's postal code: US/Canadian ones are normalised, others kept as typed. Whether it
 * fits the chosen country is checked by `checkCustomerCareCountry`.
 */
export function anyCountryPostalCodeField(messages: ZipMessages) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, { error: messages.missing, abort: true })
    .max(FIELD_MAX_LENGTH.zip, { error: messages.invalid, abort: true })
    .transform((value, ctx) => {
      const postal = parsePostalCode(value)
      if (postal) return postal.value
      if (isPlausibleForeignPostalCode(value)) return value.toUpperCase()
      ctx.addIssue({ code: 'custom', message: messages.invalid, input: value })
      return z.NEVER
    })
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

// ---------------------------------------------------------------------------------------------
// Cross-field rule shared by the customer-care form and the CUSTOMER_SERVICE intake
// ---------------------------------------------------------------------------------------------

interface CountryBound {
  country?: unknown
  zip?: unknown
  phone?: unknown
}

/** A US or Canadian customer gives a postal code and a phone number of that country. */
function checkCustomerCareCountry(value: CountryBound, ctx: z.RefinementCtx): void {
  const { country, zip, phone } = value
  if (country !== 'US' && country !== 'CA') return
  if (typeof zip === 'string' && parsePostalCode(zip)?.country !== country) {
    ctx.addIssue({ code: 'custom', path: ['zip'], message: M.zipInvalid, input: zip })
  }
  if (typeof phone === 'string' && !phone.startsWith('+1')) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: M.validPhoneNumber, input: phone })
  }
}

// ---------------------------------------------------------------------------------------------
// Client form schemas
// ---------------------------------------------------------------------------------------------

/** "Contact your local dealer" modal (dealer-locator spec, section 5 "Contact modal"). */
export const contactDealerModalFormSchema = z.object({
  firstName: personNameField({ missing: M.enterFirstName }),
  lastName: personNameField({ missing: M.enterLastName }),
  email: emailField({ missing: M.validEmailAddress, invalid: M.validEmailAddress }),
  phone: phoneField(M.validPhoneNumber),
  // The modal lists only "Enter your street address"; a pattern failure uses the lead form's wording.
  addressLine1: streetAddressField({ missing: M.enterStreetAddress, invalid: M.streetAddressInvalid }),
  city: cityField({ missing: M.enterCity }),
  state: stateField(M.selectAState),
  zip: zipField({ missing: M.enterZip, invalid: M.enterZip }),
})

/** DEALER_LEAD_FORM step 1. Email and phone messages are "not shown" for this form: the modal's are reused. */
export const dealerLeadFormStep1Schema = z.object({
  firstName: personNameField({ missing: M.pleaseEnterFirstName, tooShort: M.firstNameTooShort }),
  lastName: personNameField({ missing: M.pleaseEnterLastName, tooShort: M.lastNameTooShort }),
  email: emailField({ missing: M.validEmailAddress, invalid: M.validEmailAddress }),
  phone: phoneField(M.validPhoneNumber),
})

function leadFormStep2Schema(stateMessage: string) {
  return z.object({
    addressLine1: streetAddressField({
      missing: M.streetAddressRequired,
      empty: M.pleaseEnterStreetAddress,
      invalid: M.streetAddressInvalid,
    }),
    city: cityField({ missing: M.cityRequired, empty: M.pleaseEnterCity, tooShort: M.cityTooShort }),
    state: stateField(stateMessage),
    zip: zipField({ missing: M.enterZip, invalid: M.enterZip }),
  })
}

export const dealerLeadFormStep2Schema = leadFormStep2Schema(M.pleaseSelectAState)
export const dealerLeadFormSchema = dealerLeadFormStep1Schema.extend(dealerLeadFormStep2Schema.shape)

/** Rebate / connect modal: the lead form with "Please select an option." for the state and a fixed hidden comment. @alias */
export const rebateModalFormStep1Schema = dealerLeadFormStep1Schema
export const rebateModalFormStep2Schema = leadFormStep2Schema(M.pleaseSelectAnOption)
export const rebateModalFormSchema = rebateModalFormStep1Schema.extend(rebateModalFormStep2Schema.shape).extend({
  comments: z.literal(REBATE_MODAL_COMMENTS).default(REBATE_MODAL_COMMENTS),
})

/**
 * Contact-a-dealer block in French (readings 18): the lead form's rules with our French messages
 * and the spec's 'Veuillez sélectionner un état'. The English block uses the lead form's schemas.
 */
export const contactDealerBlockFrStep1Schema = z.object({
  firstName: personNameField({ missing: FR.enterFirstName, tooShort: FR.firstNameTooShort }),
  lastName: personNameField({ missing: FR.enterLastName, tooShort: FR.lastNameTooShort }),
  email: emailField({ missing: FR.validEmailAddress, invalid: FR.validEmailAddress }),
  phone: phoneField(FR.validPhoneNumber),
})
export const contactDealerBlockFrStep2Schema = z.object({
  addressLine1: streetAddressField({ missing: FR.enterStreetAddress, invalid: FR.streetAddressInvalid }),
  city: cityField({ missing: FR.enterCity, tooShort: FR.cityTooShort }),
  state: stateField(M.selectAStateFr),
  zip: zipField({ missing: FR.enterZip, invalid: FR.enterZip }),
})

/** Home contact-a-dealer form (page-blocks spec, section 5). Street address: the one rule of every form (readings 46). */
export const homeContactFormStep1Schema = z.object({
  topic: choiceField(HOME_CONTACT_TOPICS, { missing: M.selectTopic }),
})
export const homeContactFormStep2Schema = z.object({
  firstName: personNameField({ missing: M.enterFirstName }),
  lastName: personNameField({ missing: M.enterLastName }),
  email: emailField({ missing: M.enterEmailAddress, invalid: M.emailMustBeValid }),
  phone: phoneField(M.validPhoneNumber),
  addressLine1: streetAddressField({ missing: M.enterStreetAddress, invalid: M.streetAddressInvalid }),
  city: cityField({ missing: M.enterCity }),
  state: stateField(M.selectAState),
  zip: zipField({ missing: M.enterZip, invalid: M.enterZip }),
})
export const homeContactFormSchema = homeContactFormStep1Schema.extend(homeContactFormStep2Schema.shape)

/** Contact-a-dealer page form: the extended contact lead (page-blocks spec, section 5). */
export const contactUsPageFormSchema = z.object({
  firstName: personNameField({
    missing: M.firstNameRequired,
    empty: M.pleaseEnterFirstName,
    tooShort: M.firstNameTooShort,
  }),
  lastName: personNameField({ missing: M.lastNameRequired, tooShort: M.lastNameTooShort }),
  email: emailField({ missing: M.validEmailAddress, invalid: M.validEmailAddress }),
  phone: phoneField(M.validPhoneNumber),
  addressLine1: streetAddressField({ missing: M.streetAddressRequired, tooShort: M.streetAddressTooShort, invalid: M.streetAddressInvalid }),
  city: cityField({ missing: M.cityRequired, tooShort: M.cityTooShort }),
  state: stateField(M.stateRequired),
  zip: zipField({ missing: M.enterZip, invalid: M.enterZip }),
  reason: choiceField(CONTACT_REASONS, { missing: M.howCanWeHelpRequired, invalid: M.howCanWeHelpSelect }),
  owner: yesNoField({ missing: M.ownershipRequired, invalid: M.ownershipSelect }),
  // The spec: "Preferred contact method: required; message reuses the system-ownership wording."
  contactMethod: choiceField(CONTACT_METHODS, { missing: M.ownershipRequired, invalid: M.ownershipSelect }),
  contactOptIn: mustBeCheckedField(M.contactOptInRequired),
  comments: commentsField(),
})

/** Customer care form (page-blocks spec, section 5). */
export const customerCareFormSchema = z
  .object({
    serviceType: choiceField(SERVICE_TYPES, { missing: M.selectServiceType }),
    firstName: personNameField({ missing: M.firstNameRequired, tooShort: M.firstNameTooShort }),
    lastName: personNameField({ missing: M.lastNameRequired, tooShort: M.lastNameTooShort }),
    email: emailField({ missing: M.validEmailAddress, invalid: M.validEmailAddress }),
    phone: phoneField(M.validPhoneNumber, { international: true }),
    zip: anyCountryPostalCodeField({ missing: M.zipRequired, invalid: M.zipInvalid }),
    country: choiceField(CUSTOMER_COUNTRIES, { missing: M.selectCountry }),
    owner: yesNoField({ missing: M.ownershipRequired }),
    contactMethod: choiceField(CONTACT_METHODS, { missing: M.selectContactMethod }),
    comments: commentsField(),
  })
  .superRefine(checkCustomerCareCountry)

/** Newsletter signup (page-blocks spec, section 5). */
export const newsletterFormSchema = z.object({
  email: emailField({
    missing: M.newsletterValidEmail,
    invalid: M.newsletterValidEmail,
    needsAtAndDomain: M.newsletterEmailNeedsAtAndDomain,
  }),
})

export type ContactDealerModalFormInput = z.input<typeof contactDealerModalFormSchema>
export type DealerLeadFormInput = z.input<typeof dealerLeadFormSchema>
export type ContactUsPageFormInput = z.input<typeof contactUsPageFormSchema>
export type ContactUsPageFormValues = z.output<typeof contactUsPageFormSchema>
export type CustomerCareFormInput = z.input<typeof customerCareFormSchema>
export type CustomerCareFormValues = z.output<typeof customerCareFormSchema>

// ---------------------------------------------------------------------------------------------
// Server intake schema
// ---------------------------------------------------------------------------------------------

/** Intake messages: the "X is required" wording of the specs, which reads well next to any field. */
const intakeContactFields = {
  firstName: personNameField({ missing: M.firstNameRequired }),
  lastName: personNameField({ missing: M.lastNameRequired }),
  email: emailField({ missing: M.validEmailAddress, invalid: M.validEmailAddress }),
  phone: phoneField(M.validPhoneNumber),
  addressLine1: streetAddressField({ missing: M.streetAddressRequired, invalid: M.streetAddressInvalid }),
  city: cityField({ missing: M.cityRequired }),
  state: stateField(M.stateRequired),
  zip: zipField({ missing: M.zipRequired, invalid: M.zipInvalid }),
}

/**
 * Fields every kind may carry. `mtaAid`/`mtaSid` are absent on purpose: the server reads them
 * from the `_mta_aid`/`_mta_sid` cookies, and unknown keys are stripped.
 */
const intakeCommonFields = {
  brand: z.literal(LEAD_BRAND, { error: M.invalidValue }).default(LEAD_BRAND),
  // Context only: a bad page URL is dropped rather than costing the homeowner their request.
  pageUrl: z
    .url({ protocol: /^https?$/ })
    .max(FIELD_MAX_LENGTH.pageUrl)
    .optional()
    .catch(undefined),
}

const dealerContactSourceField = z
  .string({ error: M.invalidValue })
  .trim()
  .max(FIELD_MAX_LENGTH.source, { error: M.invalidValue, abort: true })
  .refine((source) => source === LEAD_SOURCES.contactDealerModal || DEALER_CONTACT_SOURCE.test(source), {
    error: M.invalidValue,
  })

/**
 * A dealer-contact lead names its dealer, except from a brand-routed source (home contact form,
 * contact-a-dealer block on a page without a dealer: readings 13), which goes to the brand.
 * The home form's topic is kept on the lead (readings 14).
 */
export const contactDealerLeadSchema = z
  .object({
    kind: z.literal('CONTACT_DEALER'),
    ...intakeCommonFields,
    companyId: companyIdField().optional(),
    source: dealerContactSourceField,
    formName: z.string({ error: M.invalidValue }).overwrite(toSingleLine).trim().min(1).max(FIELD_MAX_LENGTH.formName).optional(),
    topic: choiceField(HOME_CONTACT_TOPICS, { missing: M.selectTopic }).optional(),
    ...intakeContactFields,
    comments: commentsField(),
    consent: consentField(),
  })
  .superRefine(
    (lead, ctx) => {
      if (lead.companyId === undefined && !BRAND_ROUTED_SOURCES.includes(lead.source)) {
        ctx.addIssue({ code: 'custom', path: ['companyId'], message: OUTCOME_MESSAGES.noDealerSelected, input: lead.companyId })
      }
    },
    // Runs even when other fields are invalid (an invalid source is not a brand-routed one), so the
    // missing dealer is reported with them.
    { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'companyId') },
  )

export const contactUsLeadSchema = z.object({
  kind: z.literal('CONTACT_US'),
  ...intakeCommonFields,
  /** The first dealer shown beside the form. */
  companyId: companyIdField(),
  source: z.literal(LEAD_SOURCES.contactUs, { error: M.invalidValue }).default(LEAD_SOURCES.contactUs),
  ...intakeContactFields,
  reason: choiceField(CONTACT_REASONS, { missing: M.howCanWeHelpRequired, invalid: M.howCanWeHelpSelect }),
  owner: yesNoField({ missing: M.ownershipRequired, invalid: M.ownershipSelect }),
  contactMethod: choiceField(CONTACT_METHODS, { missing: M.ownershipRequired, invalid: M.ownershipSelect }),
  contactOptIn: mustBeCheckedField(M.contactOptInRequired),
  comments: commentsField(),
  consent: consentField(),
})

export const customerServiceLeadSchema = z
  .object({
    kind: z.literal('CUSTOMER_SERVICE'),
    ...intakeCommonFields,
    source: z.literal(LEAD_SOURCES.customerService, { error: M.invalidValue }).default(LEAD_SOURCES.customerService),
    firstName: intakeContactFields.firstName,
    lastName: intakeContactFields.lastName,
    email: intakeContactFields.email,
    phone: phoneField(M.validPhoneNumber, { international: true }),
    zip: anyCountryPostalCodeField({ missing: M.zipRequired, invalid: M.zipInvalid }),
    country: choiceField(CUSTOMER_COUNTRIES, { missing: M.selectCountry }),
    owner: yesNoField({ missing: M.ownershipRequired }),
    contactMethod: choiceField(CONTACT_METHODS, { missing: M.selectContactMethod }),
    serviceType: choiceField(SERVICE_TYPES, { missing: M.selectServiceType }),
    comments: commentsField(),
    consent: consentField(),
  })
  .superRefine(checkCustomerCareCountry)

export const marketoLeadSchema = z.object({
  kind: z.literal('MARKETO'),
  ...intakeCommonFields,
  source: z.string({ error: M.invalidValue }).trim().min(1).max(FIELD_MAX_LENGTH.source).optional(),
  email: emailField({ missing: M.newsletterValidEmail, invalid: M.newsletterValidEmail }),
  consent: consentField().optional(),
})

export const leadSubmissionSchema = z.discriminatedUnion(
  'kind',
  [contactDealerLeadSchema, contactUsLeadSchema, customerServiceLeadSchema, marketoLeadSchema],
  { error: INTAKE_ERRORS.unknownKind },
)

export type LeadSubmission = z.output<typeof leadSubmissionSchema>

export type ParseLeadResult =
  | { ok: true; lead: LeadSubmission }
  | {
      ok: false
      error: string
      /** First message per field, keyed by dotted path (`consent.text`). */
      fieldErrors: Record<string, string>
      /** Set when the honeypot was filled: answer as if accepted and store nothing. */
      honeypot?: true
    }

/** First message per dotted path; a form error (empty path) is keyed by "". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    fieldErrors[key] ??= issue.message
  }
  return fieldErrors
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The lead intake: validates, trims, caps, lower-cases the email, normalises phone and zip, drops unknown keys. */
export function parseLeadSubmission(body: unknown): ParseLeadResult {
  if (!isPlainObject(body)) return { ok: false, error: INTAKE_ERRORS.invalidBody, fieldErrors: {} }
  if (!isBlank(body[HONEYPOT_FIELD])) {
    return { ok: false, error: INTAKE_ERRORS.rejected, fieldErrors: {}, honeypot: true }
  }
  const result = leadSubmissionSchema.safeParse(body)
  if (result.success) return { ok: true, lead: result.data }
  const fieldErrors = fieldErrorsOf(result.error)
  const unknownKind = fieldErrors.kind === INTAKE_ERRORS.unknownKind
  return { ok: false, error: unknownKind ? INTAKE_ERRORS.unknownKind : INTAKE_ERRORS.invalidFields, fieldErrors }
}
