import type { Payload } from 'payload'
import { DEFAULT_LEAD_CONTACT_WINDOW, DEFAULT_LEAD_RETENTION_DAYS, LEAD_SETTINGS_SLUG, type LeadSettings } from '@/domain/leads/leadSettings'

const TTL_MS = 10_000
let cached: { at: number; value: LeadSettings } | undefined

/** The LeadSettings global, cached for a few seconds (the intake reads it on every lead). */
export async function getLeadSettings(payload: Payload, options: { fresh?: boolean } = {}): Promise<LeadSettings> {
  if (!options.fresh && cached && Date.now() - cached.at < TTL_MS) return cached.value
  const doc = await payload.findGlobal({ slug: LEAD_SETTINGS_SLUG, depth: 0 })
  const value: LeadSettings = {
    retentionDays: typeof doc.retentionDays === 'number' && doc.retentionDays > 0 ? doc.retentionDays : DEFAULT_LEAD_RETENTION_DAYS,
    sendHomeownerConfirmation: doc.sendHomeownerConfirmation === true,
    contactWindow: typeof doc.contactWindow === 'string' && doc.contactWindow.trim() ? doc.contactWindow.trim() : DEFAULT_LEAD_CONTACT_WINDOW,
  }
  cached = { at: Date.now(), value }
  return value
}

/** @internal Tests: read the global again on the next lead. */
export function clearLeadSettingsCache(): void {
  cached = undefined
}
