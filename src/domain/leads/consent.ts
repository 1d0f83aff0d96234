/**
 * Consent shown beside every dealer lead form. Our own wording of the spec's idea: the
 * information is shared with approved affiliates and third-party partners, including a local
 * dealer, with a privacy policy link.
 *
 * A published version is never edited: a new wording gets a new version, because each lead
 * stores the exact text and version the homeowner saw (TCPA practice, research/locators.md).
 */

export interface ConsentSegment {
  readonly text: string
  /** Set on the privacy-policy link; it opens in a new tab. */
  readonly href?: string
}

export interface ConsentVersion<Args extends unknown[] = [privacyUrl: string]> {
  readonly version: string
  /** Pieces to render, the link as its own segment. */
  segments(...args: Args): ConsentSegment[]
  /** The same text as one string, the link's address in brackets: what a lead stores. */
  text(...args: Args): string
}

export interface ConsentRecord {
  readonly version: string
  readonly text: string
}

const PRIVACY_LINK_TEXT = 'Privacy Policy'

function joinSegments(segments: readonly ConsentSegment[]): string {
  return segments.map((s) => (s.href ? `${s.text} (${s.href})` : s.text)).join('')
}

function defineConsent<Args extends unknown[]>(
  version: string,
  segments: (...args: Args) => ConsentSegment[],
): ConsentVersion<Args> {
  return Object.freeze({ version, segments, text: (...args: Args) => joinSegments(segments(...args)) })
}

export const CONSENT_TEXT_V1 = defineConsent('lead-consent-v1', (privacyUrl: string) => [
  {
    text:
      'By submitting this form, you agree that the information you provide may be shared with our approved ' +
      'affiliates and third-party partners, including a local dealer, who may contact you by phone, text ' +
      'message or email about your request. Consent is not a condition of purchase. See our ',
  },
  { text: PRIVACY_LINK_TEXT, href: privacyUrl },
  { text: '.' },
])

/** The consent the forms show today (a pointer at a pinned version). @alias */
export const CURRENT_CONSENT = CONSENT_TEXT_V1

/** The same consent in French (the French contact-a-dealer block); our translation. */
export const CONSENT_TEXT_FR_V1 = defineConsent('lead-consent-fr-v1', (privacyUrl: string) => [
  {
    text:
      'En soumettant ce formulaire, vous acceptez que les renseignements fournis soient communiqués à nos ' +
      'sociétés affiliées et partenaires approuvés, y compris un détaillant local, qui pourraient ' +
      'communiquer avec vous par téléphone, texto ou courriel au sujet de votre demande. Ce consentement ' +
      'n’est pas une condition d’achat. Consultez notre ',
  },
  { text: 'Politique de confidentialité', href: privacyUrl },
  { text: '.' },
])

/** @alias */
export const CURRENT_CONSENT_FR = CONSENT_TEXT_FR_V1

export interface DealerConsentArgs {
  readonly dealerName: string
  readonly privacyUrl: string
}

/**
 * "Connect with more dealers": one consent per dealer, naming it, so each extra lead carries
 * consent given to that dealer and not only to "a local dealer".
 */
export const DEALER_CONSENT_TEXT_V1 = defineConsent('dealer-consent-v1', ({ dealerName, privacyUrl }: DealerConsentArgs) => [
  {
    text:
      `By clicking Connect with Dealer, you agree that we may share the information you provided with ` +
      `${dealerName.trim()}, an independent local dealer, who may contact you by phone, text message or ` +
      `email about your request. Consent is not a condition of purchase. See our `,
  },
  { text: PRIVACY_LINK_TEXT, href: privacyUrl },
  { text: '.' },
])

/** @alias */
export const CURRENT_DEALER_CONSENT = DEALER_CONSENT_TEXT_V1

/** Every version ever published; the intake accepts only these. */
export const CONSENT_VERSIONS: readonly string[] = [CONSENT_TEXT_V1.version, DEALER_CONSENT_TEXT_V1.version, CONSENT_TEXT_FR_V1.version]

export function isKnownConsentVersion(version: string): boolean {
  return CONSENT_VERSIONS.includes(version)
}

/** What the server knows when it writes down a consent: the site's privacy page and the lead's dealer. */
export interface ConsentContext {
  readonly privacyUrl: string
  /** Display name of the lead's dealer; null when the lead names none or it is not in the directory. */
  readonly dealerName: string | null
}

/**
 * The text a published version showed, rendered on the server from the version id: a lead stores
 * this, never a text the client sent. Null for an unknown version, or for a dealer consent whose
 * dealer the server cannot name.
 */
export function publishedConsentText(version: string, context: ConsentContext): string | null {
  if (version === CONSENT_TEXT_V1.version) return CONSENT_TEXT_V1.text(context.privacyUrl)
  if (version === CONSENT_TEXT_FR_V1.version) return CONSENT_TEXT_FR_V1.text(context.privacyUrl)
  if (version === DEALER_CONSENT_TEXT_V1.version && context.dealerName) {
    return DEALER_CONSENT_TEXT_V1.text({ dealerName: context.dealerName, privacyUrl: context.privacyUrl })
  }
  return null
}

/** What a form submits along with a general lead. */
export function currentConsentRecord(privacyUrl: string, language: 'en' | 'fr' = 'en'): ConsentRecord {
  const consent = language === 'fr' ? CURRENT_CONSENT_FR : CURRENT_CONSENT
  return { version: consent.version, text: consent.text(privacyUrl) }
}

/** What the connect flow submits for one additional dealer. */
export function dealerConsentRecord(args: DealerConsentArgs): ConsentRecord {
  return { version: CURRENT_DEALER_CONSENT.version, text: CURRENT_DEALER_CONSENT.text(args) }
}
