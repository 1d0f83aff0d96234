import type { PhoneButtonBlock } from '@/payload-types'

/** Fictional 555-01xx numbers (sample data): a different one on phones and on desktops. */
export const phoneButtonFixture = {
  blockType: 'phoneButton',
  label: 'Call',
  mobileNumber: '1-800-555-0131',
  desktopNumber: '1-800-555-0132',
  appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'fit', showIcon: false },
} satisfies PhoneButtonBlock

/** One number for every screen (the mobile field left empty). */
export const singleNumberPhoneButtonFixture = {
  blockType: 'phoneButton',
  label: 'Talk to us',
  desktopNumber: '1-800-555-0133',
  appearance: { background: 'none' },
} satisfies PhoneButtonBlock
