import type { GlobalConfig } from 'payload'
import { adminOnly } from '@/access'
import { DEFAULT_LEAD_CONTACT_WINDOW, DEFAULT_LEAD_RETENTION_DAYS, LEAD_SETTINGS_SLUG } from '@/domain/leads/leadSettings'


/** Editorial lead settings. Delivery wiring and secrets (SMTP, CRM webhook) are environment variables. */
export const LeadSettingsGlobal: GlobalConfig = {
  slug: LEAD_SETTINGS_SLUG,
  label: 'Lead settings',
  admin: { group: 'Leads' },
  access: { read: adminOnly, update: adminOnly },
  fields: [
    {
      name: 'retentionDays',
      label: 'Keep leads for (days)',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: DEFAULT_LEAD_RETENTION_DAYS,
      admin: { description: 'Leads older than this many days are deleted by a daily job.' },
    },
    {
      name: 'sendHomeownerConfirmation',
      label: 'Email the homeowner a copy',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Email the homeowner a copy of their request (dealer and customer-care leads).' },
    },
    {
      name: 'contactWindow',
      label: 'When the dealer will contact the homeowner',
      type: 'text',
      required: true,
      maxLength: 80,
      defaultValue: DEFAULT_LEAD_CONTACT_WINDOW,
      admin: {
        description:
          'Completes the confirmation after a request: "<dealer> will contact you …". Write it to follow those words, e.g. "within one business day" or "within 24 hours".',
      },
    },
  ],
}
