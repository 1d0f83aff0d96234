import { describe, expect, it } from 'vitest'
import { CONTACT_US_PAGE_TRACKED, CUSTOMER_CARE_TRACKED, trackedValuesSet } from './trackedValues'

const contactUs = {
  firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '212-555-0142', addressLine1: '350 Fifth Ave', city: 'New York',
  state: 'NY', zip: '10001', reason: 'Smart Home', owner: 'yes', contactMethod: 'email', contactOptIn: true, comments: '',
}

describe('tracked values of the page forms', () => {
  it('are set when every one has a value; optional comments do not count', () => {
    expect(trackedValuesSet(contactUs, CONTACT_US_PAGE_TRACKED)).toBe(true)
  })

  it('are not set with a blank text, an unmade choice or an unticked opt-in', () => {
    expect(trackedValuesSet({ ...contactUs, city: '   ' }, CONTACT_US_PAGE_TRACKED)).toBe(false)
    expect(trackedValuesSet({ ...contactUs, owner: undefined }, CONTACT_US_PAGE_TRACKED)).toBe(false)
    expect(trackedValuesSet({ ...contactUs, contactOptIn: false }, CONTACT_US_PAGE_TRACKED)).toBe(false)
  })

  it('customer care waits for its required fields only (readings 42)', () => {
    const care = { serviceType: 'Product and warranty', firstName: 'Ann', lastName: 'Lee', email: 'a@example.com', phone: '2125550142', zip: '10001', country: 'US', owner: 'no', contactMethod: 'phone' }
    expect(trackedValuesSet(care, CUSTOMER_CARE_TRACKED)).toBe(true)
    expect(trackedValuesSet({ ...care, country: '' }, CUSTOMER_CARE_TRACKED)).toBe(false)
  })
})
