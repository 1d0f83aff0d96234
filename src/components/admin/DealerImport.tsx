'use client'
import { useId, useState } from 'react'

type Report = {
  ok: boolean
  error?: string
  rows: number
  created: number
  updated: number
  rejected: { line: number; companyID?: number; reason: string }[]
}

/**
 * Dealer import above the admin's Dealers list: pick a CSV or JSON file, upload it to
 * POST /api/dealer-import (the admin's session cookie authenticates) and show the report.
 */
export function DealerImport() {
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<Report | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function upload() {
    if (!file) return
    setBusy(true)
    setReport(null)
    setFailure(null)
    try {
      const form = new FormData()
      form.append('file', file)
      const response = await fetch('/api/dealer-import', { method: 'POST', body: form, credentials: 'include' })
      const body = (await response.json()) as Report | { error: string }
      if ('rows' in body) setReport(body)
      else setFailure(body.error)
    } catch {
      setFailure('The upload failed. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} style={{ margin: '0 0 24px', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <h2 id={`${inputId}-title`} style={{ margin: '0 0 8px', fontSize: 16 }}>
        Import dealers
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        A spreadsheet saved as CSV with the columns of the dealer export, or the dealer file of the old site. A dealer
        whose company ID is already here is updated and a new one is added; a file that cannot be read changes nothing.
      </p>
      <label htmlFor={inputId} style={{ marginRight: 8 }}>
        Dealer file
      </label>
      <input id={inputId} type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={!file || busy} onClick={upload} style={{ marginLeft: 8 }}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
        {failure && <p>{failure}</p>}
        {report && !report.ok && <p>Nothing was imported: {report.error}</p>}
        {report?.ok && (
          <p>
            {report.rows} rows: {report.created} created, {report.updated} updated, {report.rejected.length} rejected.
          </p>
        )}
        {report && report.rejected.length > 0 && (
          <ul>
            {report.rejected.slice(0, 200).map((r) => (
              <li key={`${r.line}-${r.reason}`}>
                Line {r.line}
                {r.companyID ? ` (company ID ${r.companyID})` : ''}: {r.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
