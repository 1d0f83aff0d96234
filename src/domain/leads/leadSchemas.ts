import { z } from 'zod'
import { FIELD_MESSAGES as M, FIELD_MESSAGES_FR as FR } from '@/domain/leads/messages'
import {
  anyCountryPostalCodeField,
  checkCustomerCareCountry,
  choiceField,
  cityField,
  commentsField,
  emailField,
  mustBeCheckedField,
  personNameField,
  phoneField,
  preferredDayField,
  preferredTimeWindowField,
  stateField,
  streetAddressField,
  yesNoField,
  zipField,
} from './leadFields'
import { CONTACT_METHODS, CONTACT_REASONS, CUSTOMER_COUNTRIES, REBATE_MODAL_COMMENTS, SERVICE_TYPES } from './leadNames'

/**
 * The lead forms' schemas (react-hook-form + zodResolver), built from the field rules of
 * leadFields.ts with the spec's messages of each form. The intake (leadIntake.ts) checks the same
 * fields again on the server. The street-address rule is one for all (readings 46:
 * `domain/address/streetAddress.ts`).
 */


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
  // Only Book Online shows these (reading 52); "Contact Dealer" leaves them empty.
  preferredDay: preferredDayField(),
  preferredTimeWindow: preferredTimeWindowField(),
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

/**
 * Home contact-a-dealer form (page-blocks spec, section 5): step 1 is a choice of topic buttons (the
 * intake checks the topic), step 2 these fields. Street address: the one rule of every form (readings 46).
 */
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

/** The dealer forms' values; only the contact modal's Book Online shows the preferred day and time. */
export type DealerLeadFormInput = z.input<typeof dealerLeadFormSchema> & { preferredDay?: unknown; preferredTimeWindow?: unknown }

export type ContactUsPageFormInput = z.input<typeof contactUsPageFormSchema>
export type ContactUsPageFormValues = z.output<typeof contactUsPageFormSchema>
export type CustomerCareFormInput = z.input<typeof customerCareFormSchema>
export type CustomerCareFormValues = z.output<typeof customerCareFormSchema>
