'use client'
import { useSearchParams } from 'next/navigation'

/** Above the Leads list: downloads the leads matching the current filters as CSV. */
export function ExportCsvLink() {
  const searchParams = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of searchParams.entries()) {
    if (key.startsWith('where')) query.append(key, value)
  }
  const href = `/api/leads/export${query.size ? `?${query.toString()}` : ''}`
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export filtered leads as CSV
      </a>
    </p>
  )
}
