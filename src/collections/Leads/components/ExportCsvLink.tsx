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
  // Above the list only (a collection description would repeat on every lead).
  return (
    <div style={{ marginBottom: '1rem' }}>
      <p>Use “Filters” to narrow the list by lead type, dealer, date or delivery status; the export takes the same filters.</p>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export filtered leads as CSV
      </a>
    </div>
  )
}
