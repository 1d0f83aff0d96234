/**
 * Warranty blocks (PB 2, PB 9; readings 19 and 43). Our wording around the spec's terms.
 */
export const WARRANTY_DOCUMENT_KINDS = ['outdoorUnits', 'furnaces', 'ductless', 'airHandlers', 'packagedUnits', 'coils'] as const
export type WarrantyDocumentKind = (typeof WARRANTY_DOCUMENT_KINDS)[number]

export const WARRANTY_DOCUMENT_TITLES: Record<WarrantyDocumentKind, string> = {
  outdoorUnits: 'Limited warranty: outdoor units (air conditioners and heat pumps)',
  furnaces: 'Limited warranty: furnaces',
  ductless: 'Limited warranty: ductless systems',
  airHandlers: 'Limited warranty: air handlers',
  packagedUnits: 'Limited warranty: packaged units',
  coils: 'Limited warranty: coils',
}

export const REGISTER_LABEL_DEFAULT = 'Register New Product'

/** Reading 19: a checklist, then a link to the external app; no data collected here. */
export const REGISTER_CHECKLIST = ['Serial number of each unit', 'Installation date', 'Address where the system is installed', 'Name of the dealer who installed it']
export const LOOKUP_CHECKLIST = ['Serial number of the unit']

/** What a new warranty modal starts with (the warranty hero's two, the register button's). */
export const REGISTER_MODAL_DEFAULTS = {
  title: 'Register new product',
  intro: 'Registering takes a few minutes. Have this information ready:',
  checklist: REGISTER_CHECKLIST,
  appLabel: 'Continue to registration',
}
export const LOOKUP_MODAL_DEFAULTS = {
  title: 'Look up an existing warranty',
  intro: 'To see the coverage of a registered product you need:',
  checklist: LOOKUP_CHECKLIST,
  appLabel: 'Continue to warranty look-up',
}

/** The warranty apps are external and not configured in this sample site: example.com stands in for them (fixtures). */
export const SAMPLE_REGISTER_APP_URL = 'https://www.example.com/warranty/register'
export const SAMPLE_LOOKUP_APP_URL = 'https://www.example.com/warranty/lookup'

export type WarrantyType = { title: string; term: string; text: string }

/** Reading 43: "5-year" / "10-year" with a "see your limited warranty" note. */
export const WARRANTY_TYPES: WarrantyType[] = [
  { title: 'Base limited warranty', term: '5-year', text: 'Covers parts of most products for 5 years from installation when the product is not registered.' },
  { title: 'Registered limited warranty', term: '10-year', text: 'Register your product within 60 days of installation and parts coverage extends to 10 years.' },
  { title: 'Parts only', term: 'Parts', text: 'The limited warranty covers parts. Labor for diagnosing and replacing them is not included unless you buy an extended plan.' },
  { title: 'Extended plans', term: 'Optional', text: 'Your dealer can offer an optional extended plan that adds labor or longer coverage.' },
]

export const WARRANTY_TERMS_NOTE = 'See your limited warranty for terms'
