'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { DELIVERY_STATUS_LABELS } from '@/domain/leads/leadLabels'

/** Delivery states with a failed or abandoned target: the only ones a retry can help. */
const RETRYABLE = new Set(['retrying', 'dead'])

/** On a lead whose delivery failed: puts failed or abandoned deliveries back on a fresh schedule and attempts them now. */
export function RetryDeliveryButton() {
  const { id } = useDocumentInfo()
  const deliveryStatus = useFormFields(([fields]) => fields.deliveryStatus?.value)
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' })
  if (!id || (!RETRYABLE.has(String(deliveryStatus)) && !state.message)) return null
  async function retry() {
    setState({ busy: true, message: '' })
    try {
      const response = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { error?: string; deliveryStatus?: string }
      const status = body.deliveryStatus as keyof typeof DELIVERY_STATUS_LABELS | undefined
      setState({
        busy: false,
        message: response.ok ? `Delivery queued (now: ${status ? DELIVERY_STATUS_LABELS[status] : 'pending'}).` : (body.error ?? `Retry failed (${response.status}).`),
      })
      if (response.ok) router.refresh()
    } catch {
      setState({ busy: false, message: 'Retry failed: the server could not be reached.' })
    }
  }
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={retry} disabled={state.busy}>
        {state.busy ? 'Retrying…' : 'Retry failed deliveries'}
      </Button>
      <p role="status" aria-live="polite">
        {state.message}
      </p>
    </div>
  )
}
