import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_SETTINGS, normalizeSiteSettings } from './siteSettings'

describe('normalizeSiteSettings', () => {
  it('carries the spec constants by default', () => {
    const s = normalizeSiteSettings(undefined)
    expect(s.brandCode).toBe('AS')
    expect(s.supportHours).toBe('Monday to Friday 7am to 5pm CST')
    expect(s.callNowPages).toEqual(['/find-your-dealer/', '/schedule-service/', '/find-a-dealer/'])
    expect(s.contactDealerCampaignPaths).toEqual([
      '/en/campaigns/mv/hvac-higher-standard/',
      '/en/campaigns/sy/hvac-higher-standard/',
    ])
    expect(s.infoMode).toBe(false)
    expect(s.singleDealerCompanyId).toBeNull()
    // A site without the seed's demo data shows no demo notice.
    expect(s.demoNotice).toBe(false)
    expect(normalizeSiteSettings({ demoNotice: true }).demoNotice).toBe(true)
  })

  it('reads CMS array rows and adds the trailing slash', () => {
    const s = normalizeSiteSettings({ callNowPages: [{ path: '/book' }, { path: '/find-a-dealer/' }], infoMode: true })
    expect(s.callNowPages).toEqual(['/book/', '/find-a-dealer/'])
    expect(s.infoMode).toBe(true)
  })

  it('falls back field by field when the CMS holds something invalid', () => {
    const s = normalizeSiteSettings({ brandCode: '', supportPhone: 'x', singleDealerCompanyId: 42 })
    expect(s.brandCode).toBe(DEFAULT_SITE_SETTINGS.brandCode)
    expect(s.supportPhone).toBe(DEFAULT_SITE_SETTINGS.supportPhone)
    expect(s.singleDealerCompanyId).toBe(42)
  })
})
