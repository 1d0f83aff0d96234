import { describe, expect, it } from 'vitest'
import { contactUsPageFormSchema, customerCareFormSchema } from './leadSchemas'
import { parseLeadSubmission } from './leadIntake'
import { contactUsLeadBody, customerServiceLeadBody } from './pageLeadBodies'

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0134' }

describe('page lead bodies', () => {
  it('the contact-a-dealer page sends a CONTACT_US lead with the first dealer, source AS:CONTACT_US, which the intake accepts', () => {
    const values = contactUsPageFormSchema.parse({
      ...contact, addressLine1: '1 Elm St', city: 'Austin', state: 'TX', zip: '73301',
      reason: 'Repair', owner: 'yes', contactMethod: 'email', contactOptIn: true, comments: 'Noisy unit',
    })
    const body = contactUsLeadBody(values, { companyId: 900001, privacyPolicyUrl: '/privacy-policy/' })
    const parsed = parseLeadSubmission(body)
    expect(parsed.ok && parsed.lead).toMatchObject({
      kind: 'CONTACT_US', source: 'AS:CONTACT_US', companyId: 900001, reason: 'Repair', owner: true, contactMethod: 'email', contactOptIn: true, comments: 'Noisy unit',
    })
  })

  it('the customer care form sends a CUSTOMER_SERVICE lead, source CONTACT_US, which the intake accepts', () => {
    const values = customerCareFormSchema.parse({ ...contact, serviceType: 'homeAppThermostatSupport', zip: '10001', country: 'US', owner: 'no', contactMethod: 'phone' })
    const parsed = parseLeadSubmission(customerServiceLeadBody(values, { privacyPolicyUrl: '/privacy-policy/' }))
    expect(parsed.ok && parsed.lead).toMatchObject({ kind: 'CUSTOMER_SERVICE', source: 'CONTACT_US', serviceType: 'homeAppThermostatSupport', country: 'US', owner: false })
  })
})
