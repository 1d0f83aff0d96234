'use client'

import { useRef, useState } from 'react'
import { submitLead, type LeadSubmitResult } from '@/lib/dealersClient'

export type SubmitOutcome = { kind: 'idle' } | { kind: 'success'; leadId: string; contactWindow?: string } | { kind: 'failure' }

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * POST /api/leads once per submit: a second submit while one is in flight is dropped, and the same
 * body sent again (a retry after a lost answer) carries the same Idempotency-Key, so the intake
 * stores it once. A changed body gets a new key.
 */
export function useLeadSubmit() {
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' })
  const inFlight = useRef(false)
  const idempotency = useRef<{ body: string; key: string } | null>(null)

  async function send(body: Record<string, unknown>): Promise<LeadSubmitResult | null> {
    if (inFlight.current) return null
    inFlight.current = true
    try {
      const { pageUrl: _pageUrl, ...identity } = body
      const fingerprint = JSON.stringify(identity)
      if (idempotency.current?.body !== fingerprint) idempotency.current = { body: fingerprint, key: newKey() }
      setOutcome({ kind: 'idle' })
      const result = await submitLead(body, { idempotencyKey: idempotency.current.key })
      setOutcome(result.ok ? { kind: 'success', leadId: result.id, contactWindow: result.contactWindow } : { kind: 'failure' })
      return result
    } finally {
      inFlight.current = false
    }
  }

  /** Field errors of a 400 that name one of `fields`, else {} (and the outcome says failure). */
  function fieldErrorsOf(result: LeadSubmitResult, fields: readonly string[]): Record<string, string> {
    if (result.ok) return {}
    const known = Object.keys(result.fieldErrors).filter((key) => fields.includes(key))
    if (result.status === 400 && known.length > 0) {
      // The browser could not know these (e.g. a phone number the server refuses): shown at the fields.
      setOutcome({ kind: 'idle' })
      return Object.fromEntries(known.map((key) => [key, result.fieldErrors[key] as string]))
    }
    console.error('Lead submit failed', result.status, result.error)
    return {}
  }

  return { outcome, send, fieldErrorsOf }
}
