import { describe, expect, it } from 'vitest'
import { parseWhodisRequest } from './leaseNumber'
import { PHONE_WIDGET_LOADING_TEXT, phoneButtonNumbers, phoneWidgetLeaseRequest, phoneWidgetNumber } from './phoneWidget'

describe('phone-number widget', () => {
  it('shows the spec’s "Loading.." while the number is chosen', () => {
    expect(PHONE_WIDGET_LOADING_TEXT).toBe('Loading..')
  })

  it('asks /api/whodis with a body the endpoint accepts', () => {
    const body = phoneWidgetLeaseRequest({ routingGroupId: ' RG-SAMPLE ', leaseName: '' }, 'session-1', 'http://localhost:3000/')
    expect(body).toEqual({ routingGroupID: 'RG-SAMPLE', sessionID: 'session-1', pageReferrer: 'http://localhost:3000/', leaseName: 'phone-number-widget' })
    expect(parseWhodisRequest(body).ok).toBe(true)
    expect(phoneWidgetLeaseRequest({ routingGroupId: 'RG-1', leaseName: 'spring-campaign' }, 's', 'http://x/')?.leaseName).toBe('spring-campaign')
  })

  it('asks nothing without a routing group', () => {
    expect(phoneWidgetLeaseRequest({ routingGroupId: '  ' }, 'session-1', 'http://localhost:3000/')).toBeUndefined()
    expect(phoneWidgetLeaseRequest({}, 'session-1', 'http://localhost:3000/')).toBeUndefined()
  })

  it('shows the leased number, or the default one when none came', () => {
    expect(phoneWidgetNumber('800-555-0105', '1-800-555-0199')).toBe('800-555-0105')
    expect(phoneWidgetNumber(undefined, '1-800-555-0199')).toBe('1-800-555-0199')
    expect(phoneWidgetNumber(' ', '1-800-555-0199')).toBe('1-800-555-0199')
  })
})

describe('phone button numbers', () => {
  it('keeps a mobile and a desktop number', () => {
    expect(phoneButtonNumbers('800-555-0110', '800-555-0111')).toEqual({ mobile: '800-555-0110', desktop: '800-555-0111', same: false })
  })

  it('uses the other number when one is missing, and nothing when both are', () => {
    expect(phoneButtonNumbers('', '800-555-0111')).toEqual({ mobile: '800-555-0111', desktop: '800-555-0111', same: true })
    expect(phoneButtonNumbers('800-555-0110', null)).toEqual({ mobile: '800-555-0110', desktop: '800-555-0110', same: true })
    expect(phoneButtonNumbers(' ', undefined)).toBeUndefined()
  })
})
