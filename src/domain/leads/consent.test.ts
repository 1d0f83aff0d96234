import { describe, expect, it } from 'vitest'
import {
  CONSENT_TEXT_FR_V1,
  CONSENT_TEXT_V1,
  CONSENT_VERSIONS,
  CURRENT_CONSENT,
  CURRENT_DEALER_CONSENT,
  currentConsentRecord,
  dealerConsentRecord,
  isKnownConsentVersion,
  publishedConsentText,
} from '@/domain/leads/consent'

const PRIVACY = 'https://example.com/privacy-policy/'

describe('consent', () => {
  it('says information is shared with approved affiliates and third-party partners, including a local dealer', () => {
    const text = CURRENT_CONSENT.text(PRIVACY)
    expect(text).toContain('approved affiliates and third-party partners, including a local dealer')
  })

  it('links the privacy policy as its own segment', () => {
    const link = CONSENT_TEXT_V1.segments(PRIVACY).filter((segment) => segment.href)
    expect(link).toEqual([{ text: 'Privacy Policy', href: PRIVACY }])
  })

  it('stores the text exactly as rendered, with the link address', () => {
    const rendered = CONSENT_TEXT_V1.segments(PRIVACY)
      .map((s) => s.text)
      .join('')
    expect(CONSENT_TEXT_V1.text(PRIVACY)).toBe(rendered.replace('Privacy Policy', `Privacy Policy (${PRIVACY})`))
    expect(currentConsentRecord(PRIVACY)).toEqual({ version: 'lead-consent-v1', text: CONSENT_TEXT_V1.text(PRIVACY) })
  })

  it('names the dealer in the per-dealer consent of "connect with more dealers"', () => {
    const record = dealerConsentRecord({ dealerName: ' Cool Air LLC ', privacyUrl: PRIVACY })
    expect(record.version).toBe(CURRENT_DEALER_CONSENT.version)
    expect(record.text).toContain('with Cool Air LLC, an independent local dealer,')
    expect(record.text).toContain(`Privacy Policy (${PRIVACY})`)
  })

  it('knows every published version and only those', () => {
    expect(new Set(CONSENT_VERSIONS).size).toBe(CONSENT_VERSIONS.length)
    expect(isKnownConsentVersion('lead-consent-v1')).toBe(true)
    expect(isKnownConsentVersion('dealer-consent-v1')).toBe(true)
    expect(isKnownConsentVersion('v0')).toBe(false)
  })

  it('renders the text a lead stores from the published version, never from the client', () => {
    expect(publishedConsentText('lead-consent-v1', { privacyUrl: PRIVACY, dealerName: null })).toBe(CONSENT_TEXT_V1.text(PRIVACY))
    expect(publishedConsentText('lead-consent-fr-v1', { privacyUrl: PRIVACY, dealerName: null })).toBe(CONSENT_TEXT_FR_V1.text(PRIVACY))
    expect(publishedConsentText('dealer-consent-v1', { privacyUrl: PRIVACY, dealerName: 'Comfort Heating' })).toBe(
      dealerConsentRecord({ dealerName: 'Comfort Heating', privacyUrl: PRIVACY }).text,
    )
    // A dealer consent must name a dealer; an unknown version has no text.
    expect(publishedConsentText('dealer-consent-v1', { privacyUrl: PRIVACY, dealerName: null })).toBeNull()
    expect(publishedConsentText('lead-consent-v99', { privacyUrl: PRIVACY, dealerName: null })).toBeNull()
  })
})
