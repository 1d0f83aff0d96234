/**
 * Every user-facing text of the lead forms, worded exactly as the specs give it, written once.
 * Entries marked "ours" are texts the specs leave "not shown"; they are our wording.
 *
 * Specs: dealer-locator-rebates-leads.md sections 2, 5, 8 and page-blocks-and-tools.md
 * sections 2, 5, 8.
 */

/** Field-level messages. Each string literal appears only here. */
export const FIELD_MESSAGES = {
  // First and last name
  enterFirstName: 'Enter your first name',
  enterLastName: 'Enter your last name',
  pleaseEnterFirstName: 'Please enter your first name',
  pleaseEnterLastName: 'Please enter your last name',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',

  // Email
  validEmailAddress: 'Please enter a valid email address',
  enterEmailAddress: 'Enter an email address',
  emailMustBeValid: 'Email must be valid',
  newsletterValidEmail: 'Please enter a valid email',
  newsletterEmailNeedsAtAndDomain: 'Please enter an email with a @ and a domain name',

  // Phone: every spec says "required; message not shown". Ours.
  validPhoneNumber: 'Enter a valid phone number',

  // Street address
  enterStreetAddress: 'Enter your street address',
  pleaseEnterStreetAddress: 'Please enter your street address',
  streetAddressRequired: 'Street address is required',
  streetAddressInvalid: 'Street address must be valid',
  streetAddressTooShort: 'Street address must be at least 2 characters',

  // City
  enterCity: 'Enter your city',
  pleaseEnterCity: 'Please enter your city',
  cityRequired: 'City is required',
  cityTooShort: 'City must be at least 2 characters',

  // State / province
  selectAState: 'Select a state',
  pleaseSelectAState: 'Please select a state',
  pleaseSelectAnOption: 'Please select an option.',
  stateRequired: 'State is required',
  /** French dealer-contact block. */
  selectAStateFr: 'Veuillez sélectionner un état',

  // Zip / postal code
  enterZip: 'Enter your zip/postal code',
  zipRequired: 'Zip/Postal Code is required',
  zipInvalid: 'Zip/Postal Code must be valid',

  // Country (customer care)
  selectCountry: 'Please select a country',

  // Contact-a-dealer page
  howCanWeHelpRequired: 'How can we help you is required',
  howCanWeHelpSelect: 'Please select how we can help you',
  /** Also used for the preferred contact method: the spec says it "reuses the system-ownership wording". */
  ownershipRequired: 'System ownership is required',
  ownershipSelect: 'Please select if you own an American Standard system',
  /** Ours: the spec calls opt-in required "in practice" and shows no message. */
  contactOptInRequired: 'Please agree to be contacted',

  // Home contact form, step 1 topic. Ours: not shown.
  selectTopic: 'Please select a topic',

  // Customer care. Ours: the spec says "required" and shows no message.
  selectServiceType: 'Please select a service type',
  selectContactMethod: 'Please select a preferred contact method',

  // Book Online's preferred day and time (reading 52). Ours.
  preferredDayInvalid: 'Choose a day from the list: one of the next 14 days',
  preferredTimeWindowInvalid: 'Choose morning, afternoon or evening',

  // Server intake. Ours.
  consentRequired: 'Consent is required',
  invalidValue: 'Invalid value',
} as const

/** Ours: the length caps every text field carries. */
export function tooLongMessage(maxLength: number): string {
  return `Must be at most ${maxLength} characters`
}

/** Outcome texts shown after a submit. */
export const OUTCOME_MESSAGES = {
  /** Dealer connect flow and dealer-contact forms. */
  dealerRequestReceived: "Thank you. We've received your request and a dealer will reach out to you shortly",
  /** Standalone two-step DEALER_LEAD_FORM, followed by `leadNextStepMessage`. */
  emailSent: 'Your email has been sent!',
  newsletterSubmitted: 'Thank you! Your email has been successfully submitted.',
  /** Ours: the spec shows no customer-care success text; the 24-48 h promise is its business constant. */
  customerCareReceived: 'Thank you for contacting us. A representative will reach out to you within 24 to 48 hours.',
  /** Connect flow submit with no dealer selected. */
  noDealerSelected: 'No dealer selected',
} as const

/** Lead settings' default contact window, for a confirmation whose server did not send one. */
export const FALLBACK_CONTACT_WINDOW = 'shortly'

/**
 * Reading 51: the line after the spec's success sentence names who will call back, when (Lead
 * settings' contact window) and the request's reference (the lead's public id, what the admin shows
 * as its Event ID), so a homeowner who calls support can point at it.
 */
export function leadNextStepMessage({ dealerNames, contactWindow, reference, brandName }: { dealerNames: readonly string[]; contactWindow?: string; reference: string; brandName?: string }): string {
  const names = dealerNames.filter((name) => name.trim() !== '')
  const who =
    names.length === 0
      ? `A local ${brandName ? `${brandName} ` : ''}dealer`
      : names.length === 1
        ? names[0]
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  const verb = names.length > 1 ? 'will each contact you' : 'will contact you'
  return `${who} ${verb} ${contactWindow?.trim() || FALLBACK_CONTACT_WINDOW}. Your request's reference: ${reference}.`
}

/** Ours (reading 52): the confirmation's line naming the preferred time a Book Online request gave. */
export function preferredTimeConfirmation(preferredTime: string): string {
  return `Your preferred time: ${preferredTime}. The dealer will confirm a time with you.`
}

/** Ours (issue 42): the connect modal says before the form that the ZIP has no dealer, instead of after both steps. */
export function connectNoDealersMessage(zip: string): string {
  return `We found no dealers near ${zip}. You can still fill in the form: if the ZIP you enter in step 2 is different, we will look for dealers there.`
}

/** Lead submit failure (dealer-locator spec, section 8). */
export function leadSubmitFailureMessage(phone: string): string {
  return `We are having trouble locating a service provider in your area. For further assistance, reach out to us at ${phone}, Monday to Friday, 7am to 5pm CST.`
}

/** Ours: the spec shows no customer-care failure text; hours are customer care's (7am-5pm CT). */
export function customerCareFailureMessage(phone: string): string {
  return `We couldn't send your request. Please try again, or call us at ${phone}, Monday to Friday, 7am to 5pm CT.`
}

/** Top-level errors of the lead intake API. Ours. */
export const INTAKE_ERRORS = {
  invalidBody: 'The request body must be a JSON object.',
  unknownKind: 'Unknown lead kind.',
  invalidFields: 'Please correct the highlighted fields.',
  rejected: 'The request could not be accepted.',
} as const

/** Headings and fixed copy around the lead forms. */
export const LEAD_UI_TEXT = {
  contactModalTitle: 'Contact your local dealer',
  dealerModalTitle: 'Who are we helping today?',
  dealerModalIntro:
    'Need help? Answer a few questions to connect with a dealer who can help you find your best HVAC solution.',
  congratsTitle: 'Congrats!',
  connectMoreTitle: 'Connect with even more dealers',
  connectMoreSubtitle: 'Send your recommendation to additional dealers in your area',
  connectWithDealer: 'Connect with Dealer',
  connected: 'Connected',
  customerCareTitle: 'We’re here to help you get the home comfort you desire.',
  showingSpecialistsFor: 'Showing specialists for',
} as const

/** Home contact form topics (page-blocks spec, section 2); the stored values are HOME_CONTACT_TOPICS. */
export const HOME_CONTACT_TOPIC_LABELS: Record<string, string> = {
  newSystem: 'New system',
  repairSystem: 'Repair system',
  pricing: 'Pricing',
  other: 'Other',
}

/** Ours: the texts around the page forms of issue 16 (the spec gives only the titles and constants). */
export const PAGE_FORM_TEXT = {
  homeTitle: 'How can we help?',
  homeTopicLegend: 'What can we help you with?',
  /** Spec section 4: "Wording differs for dealer and non-dealer forms". */
  homeIntroBrand: 'Tell us about your project and a local comfort specialist will contact you.',
  homeIntroDealer: (dealerName: string) => `Tell us about your project and ${dealerName} will contact you.`,
  homeThanksBrand: 'Thank you! A local comfort specialist will contact you soon.',
  homeThanksDealer: (dealerName: string) => `Thank you! ${dealerName} will contact you soon.`,
  /** Readings 15: what stays for screen readers once the thank-you card is gone. */
  homeReset: 'Your request was sent. The form is ready again.',
  /** While step 2 of the home form loads (it is fetched once the visitor starts using the form). */
  loadingForm: 'Loading the form...',
  /** A failed submit keeps the values and says what to do. */
  failure: (phone: string) => `We couldn't send your request. Your details are still here: please try again, or call us at ${phone}.`,
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  sending: 'Sending...',
  stepOf: (step: number, of: number) => `Step ${step} of ${of}`,
  zipPrompt: 'Enter your zip or postal code to see the specialists near you.',
  zipLabel: 'Zip / Postal code',
  findSpecialists: 'Find specialists',
  changeZip: 'Change zip',
  loadingDealers: 'Loading specialists...',
  noDealers: (zip: string) => `We found 0 dealers servicing near ${zip}`,
  noDealersAdvice: 'Try a nearby zip or postal code or city, or search the dealer locator.',
  findADealer: 'Find a dealer',
  reasonLabel: 'How can we help you?',
  ownerLegend: 'Do you own an American Standard system?',
  contactMethodLegend: 'Preferred contact method',
  contactOptInLabel: 'I agree to be contacted about my request',
  commentsLabel: 'Comments (optional)',
  serviceTypeLabel: 'Service type',
  countryLabel: 'Country',
  careHours: 'Our customer care team answers Monday to Friday, 7am to 5pm CT.',
  careSerialHint: 'Have your system’s serial number ready: it is on the rating plate of the outdoor and indoor units.',
  careSidePanelTitle: 'Other ways to reach us',
  yes: 'Yes',
  no: 'No',
  select: 'Select',
} as const

/** Customer care's hours as an editor set them on the form, or ours (readings 5: three configurable hours). */
export function careHours(hours: string | null | undefined): string {
  return hours?.trim() || PAGE_FORM_TEXT.careHours
}

export const SERVICE_TYPE_LABELS: Record<string, string> = {
  productAndWarranty: 'Product and warranty',
  homeAppThermostatSupport: 'Home app and thermostat support',
}
export const COUNTRY_LABELS: Record<string, string> = { US: 'United States', CA: 'Canada', OO: 'Other' }
export const CONTACT_METHOD_LABELS: Record<string, string> = { phone: 'Phone', email: 'Email' }

/**
 * The contact-a-dealer block in French (readings 18): ours, except the spec's state message
 * ('Veuillez sélectionner un état', FIELD_MESSAGES.selectAStateFr).
 */
export const FIELD_MESSAGES_FR = {
  enterFirstName: 'Veuillez entrer votre prénom',
  enterLastName: 'Veuillez entrer votre nom',
  firstNameTooShort: 'Le prénom doit comporter au moins 2 caractères',
  lastNameTooShort: 'Le nom doit comporter au moins 2 caractères',
  validEmailAddress: 'Veuillez entrer une adresse courriel valide',
  validPhoneNumber: 'Veuillez entrer un numéro de téléphone valide',
  enterStreetAddress: 'Veuillez entrer votre adresse',
  streetAddressInvalid: 'L’adresse doit être valide',
  enterCity: 'Veuillez entrer votre ville',
  cityTooShort: 'La ville doit comporter au moins 2 caractères',
  enterZip: 'Veuillez entrer votre code postal',
} as const

/** Labels of the contact-a-dealer block, by language. */
export const CONTACT_BLOCK_TEXT = {
  en: {
    title: 'Contact a dealer',
    stepOf: (step: number, of: number) => `Step ${step} of ${of}`,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    street: 'Street address',
    city: 'City',
    state: 'State / Province',
    zip: 'Zip / Postal code',
    select: 'Select',
    unitedStates: 'United States',
    canada: 'Canada',
    next: 'Next',
    back: 'Back',
    submit: 'Submit',
    sending: 'Sending...',
    hours: 'Customer service: Mon-Fri 8-18 CST',
    call: (phone: string) => `Call ${phone}`,
    thanksBrand: 'Thank you! One of our experts will contact you soon.',
    thanksDealer: 'Thank you! The dealer will contact you soon.',
    failure: (phone: string) => `We couldn't send your request. Please try again, or call us at ${phone}, Mon-Fri 8-18 CST.`,
    opensInNewTab: ' (opens in a new tab)',
  },
  fr: {
    title: 'Contactez un détaillant',
    stepOf: (step: number, of: number) => `Étape ${step} de ${of}`,
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    street: 'Adresse',
    city: 'Ville',
    state: 'État / Province',
    zip: 'Code postal',
    select: 'Sélectionner',
    unitedStates: 'États-Unis',
    canada: 'Canada',
    next: 'Suivant',
    back: 'Retour',
    submit: 'Envoyer',
    sending: 'Envoi...',
    hours: 'Service à la clientèle : lun.-ven. 8 h-18 h HNC',
    call: (phone: string) => `Appelez le ${phone}`,
    thanksBrand: 'Merci! Un de nos experts communiquera avec vous sous peu.',
    thanksDealer: 'Merci! Le détaillant communiquera avec vous sous peu.',
    failure: (phone: string) => `Nous n’avons pas pu envoyer votre demande. Veuillez réessayer ou appelez-nous au ${phone}, lun.-ven. 8 h-18 h HNC.`,
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
  },
} as const

export type ContactBlockLanguage = keyof typeof CONTACT_BLOCK_TEXT
