/** The lead tests' homeowner: contact fields as typed (stray spaces, mixed case) and as forms and intake keep them. */

export const contact = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: ' Ann.Lee@Example.COM ',
  phone: '(555) 555-0123',
  addressLine1: ' 123 Main St ',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
}

export const normalisedContact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+15555550123',
  addressLine1: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
}
