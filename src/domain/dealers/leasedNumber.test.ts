import { describe, expect, it } from 'vitest'
import type { Dealer } from './dealerSchema'
import { leaseRequestBody, leasedNumberFrom } from './leasedNumber'

const dealer: Pick<Dealer, 'data' | 'fuseInfo'> = {
  data: { companyID: 900123, name: 'RIVERBEND HEATING AND AIR, LLC' },
  fuseInfo: { pool: 'sample-pool-3', routingGroup: 'RG-SAMPLE-100' },
}

describe('leased number', () => {
  it('builds the whodis body from the dealer routing group, pool and name', () => {
    expect(leaseRequestBody(dealer, 'sess-1', 'http://localhost/find-a-dealer/')).toEqual({
      routingGroupID: 'RG-SAMPLE-100',
      sessionID: 'sess-1',
      pageReferrer: 'http://localhost/find-a-dealer/',
      leaseName: 'sample-pool-3',
      metaData: { dealerName: 'RIVERBEND HEATING AND AIR, LLC' },
    })
    expect(leaseRequestBody({ ...dealer, fuseInfo: undefined }, 's', 'p')).toBeUndefined()
  })

  it('reads the number only from a 200/201 answer without an error', () => {
    const ok = { message: { leasePhoneNumber: '(512) 555-0142' } }
    expect(leasedNumberFrom(200, ok)).toBe('(512) 555-0142')
    expect(leasedNumberFrom(201, ok)).toBe('(512) 555-0142')
    expect(leasedNumberFrom(500, ok)).toBeUndefined()
    expect(leasedNumberFrom(200, { ...ok, error: 'empty pool' })).toBeUndefined()
    expect(leasedNumberFrom(200, { message: 'Missing required parameters!' })).toBeUndefined()
    expect(leasedNumberFrom(200, null)).toBeUndefined()
  })
})
