'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** On a lead: puts failed or dead deliveries back on a fresh schedule and attempts them now. */
export function RetryDeliveryButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' })
  if (!id) return null
  async function retry() {
    setState({ busy: true, message: '' })
    try {
      const response = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { error?: string; deliveryStatus?: string }
      setState({
        busy: false,
        message: response.ok ? `Delivery queued (status: ${body.deliveryStatus ?? 'pending'}).` : (body.error ?? `Retry failed (${response.status}).`),
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
