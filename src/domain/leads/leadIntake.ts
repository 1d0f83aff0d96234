import { z } from 'zod'
import { FIELD_MESSAGES as M, INTAKE_ERRORS, OUTCOME_MESSAGES } from '@/domain/leads/messages'
import {
  anyCountryPostalCodeField,
  checkCustomerCareCountry,
  choiceField,
  cityField,
  commentsField,
  companyIdField,
  consentField,
  emailField,
  FIELD_MAX_LENGTH,
  isBlank,
  mustBeCheckedField,
  personNameField,
  phoneField,
  preferredDayField,
  preferredTimeWindowField,
  stateField,
  streetAddressField,
  toSingleLine,
  yesNoField,
  zipField,
} from './leadFields'
import { BRAND_ROUTED_SOURCES, CONTACT_METHODS, CONTACT_REASONS, CUSTOMER_COUNTRIES, HOME_CONTACT_TOPICS, LEAD_BRAND, LEAD_SOURCES, SERVICE_TYPES } from './leadNames'

/**
 * The lead intake (POST /api/leads): one schema per lead kind, built from the forms' field rules
 * (leadFields.ts). Where forms disagree on a rule (name length), the intake applies the most lenient
 * one a form accepts, so no form can send a lead the server refuses.
 */

const DEALER_CONTACT_SOURCE = /^asa-dealer-contact(?:-[a-z0-9-]+)?$/

/** Bots fill every input; people never see this one. A lead carrying a value in it is dropped. */
export const HONEYPOT_FIELD = 'website'

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
    // Book Online's preferred day and time window (reading 52), optional.
    preferredDay: preferredDayField(),
    preferredTimeWindow: preferredTimeWindowField(),
    // Sent from "Book Online" (a visit asked for), so the dealer's email says whether a time was given.
    bookOnline: z.boolean({ error: M.invalidValue }).optional(),
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
  // A NUL or a line break would cut or forge what is stored and sent on: one line, as the other fields.
  source: z.string({ error: M.invalidValue }).overwrite(toSingleLine).trim().min(1).max(FIELD_MAX_LENGTH.source).optional(),
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
