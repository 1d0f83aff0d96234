'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import { formatInterval, formatLift, formatRate, type ExperimentReport, type RateResult } from '@/domain/experiments/report'
import './ExperimentResults.css'

interface Results {
  key: string
  status: 'draft' | 'running' | 'ended'
  winner: string | null
  report: ExperimentReport
}

const chance = (r: RateResult) => (r.chanceToBeatControl === null ? '–' : `${Math.floor(r.chanceToBeatControl * 100)}%`)
const rateWithInterval = (r: RateResult) => (r.rate === null ? '–' : `${formatRate(r.rate)} (${formatInterval(r.interval, formatRate)})`)
const liftWithInterval = (r: RateResult) => (r.lift === null ? '–' : `${formatLift(r.lift)} (${formatInterval(r.liftInterval, formatLift)})`)

/**
 * On an experiment's page: visitors, leads, conversion rate and lift per variant with their 95%
 * intervals, the verdict, and "Declare winner" (docs/experiments.md "Results").
 */
export function ExperimentResults() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const formId = useId()
  const [results, setResults] = useState<Results | null>(null)
  const [error, setError] = useState('')
  const [winner, setWinner] = useState('')
  const [replace, setReplace] = useState(true)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/experiments/${id}/results`, { credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`)
        const body = (await response.json()) as Results
        if (!live) return
        setResults(body)
        setWinner(body.report.verdict.leader ?? body.report.variants[0]?.key ?? '')
      })
      .catch(() => live && setError('The results could not be loaded. Reload the page to try again.'))
    return () => {
      live = false
    }
  }, [id])

  if (!id) return null
  if (error) return <p role="alert">{error}</p>
  if (!results) return <p aria-live="polite">Loading results…</p>

  async function declare(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`/api/experiments/${id}/declare-winner`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ variant: winner, replacePlacements: replace }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; drafts?: { id: number; title: string }[] }
      if (!response.ok) {
        setMessage(body.error ?? `Declaring the winner failed (${response.status}).`)
      } else {
        const drafts = body.drafts ?? []
        setMessage(
          `The experiment has ended with ${winner} as its winner.` +
            (drafts.length ? ` New drafts to review and publish: ${drafts.map((d) => d.title).join(', ')}.` : replace ? ' No page had a placement of it.' : ''),
        )
        setResults({ ...results!, status: 'ended', winner })
        router.refresh()
      }
    } catch {
      setMessage('Declaring the winner failed: the server could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  const { report } = results
  return (
    <section className="experiment-results" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} style={{ marginBottom: '0.5rem' }}>
        Results
      </h2>
      <p className="experiment-results__verdict" data-verdict={report.verdict.kind} style={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {report.verdict.text}
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table className="experiment-results__table">
          <caption>
            Visitors assigned to each variant and the leads they sent. Intervals: 95% (Bayesian, see the docs).
          </caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Visitors</th>
              <th scope="col">Leads</th>
              <th scope="col">Conversion rate (95% interval)</th>
              <th scope="col">Lift vs control (95% interval)</th>
              <th scope="col">Chance to beat control</th>
              <th scope="col">Clicked a call to action</th>
            </tr>
          </thead>
          <tbody>
            {report.variants.map((v) => (
              <tr key={v.key} data-variant={v.key}>
                <th scope="row">
                  {v.label}
                  {v.isControl && v.key !== 'control' ? ` (${v.key})` : ''}
                </th>
                <td data-cell="visitors">{v.visitors.toLocaleString('en-US')}</td>
                <td data-cell="leads">{v.leads.count.toLocaleString('en-US')}</td>
                <td data-cell="rate">{rateWithInterval(v.leads)}</td>
                <td data-cell="lift">{liftWithInterval(v.leads)}</td>
                <td data-cell="chance">{chance(v.leads)}</td>
                <td data-cell="clicks">
                  {v.clicks.count.toLocaleString('en-US')}
                  {v.clicks.rate === null ? '' : ` (${formatRate(v.clicks.rate)}${v.isControl || v.clicks.chanceToBeatControl === null ? '' : `, ${chance(v.clicks)} chance to beat control`})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {results.status === 'ended' ? (
        <p>{results.winner ? `Ended. Declared winner: ${results.winner}.` : 'Ended without a declared winner.'}</p>
      ) : (
        <form onSubmit={declare} aria-labelledby={`${formId}-declare`} style={{ marginTop: '1rem' }}>
          <h3 id={`${formId}-declare`}>Declare winner</h3>
          <p>Ends the experiment: from then on every visitor sees the control until you publish the page with the winner.</p>
          <label htmlFor={`${formId}-variant`}>Winning variant </label>
          <select id={`${formId}-variant`} value={winner} onChange={(e) => setWinner(e.target.value)}>
            {report.variants.map((v) => (
              <option key={v.key} value={v.key}>
                {v.label}
                {v.isControl && v.key !== 'control' ? ` (${v.key})` : ''}
              </option>
            ))}
          </select>
          <div style={{ margin: '0.5rem 0' }}>
            <input id={`${formId}-replace`} type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />{' '}
            <label htmlFor={`${formId}-replace`}>
              Put the winner on its pages in place of the experiment placement (saved as a new draft of each page; the published page stays as it is until you publish)
            </label>
          </div>
          <Button type="submit" buttonStyle="primary" size="small" disabled={busy || !winner}>
            {busy ? 'Declaring…' : 'Declare winner'}
          </Button>
        </form>
      )}
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  )
}
