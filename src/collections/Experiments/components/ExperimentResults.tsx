'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import {
  formatInterval,
  formatLift,
  formatPoints,
  formatPValue,
  formatRate,
  type ExperimentReport,
  type VariantResult,
} from '@/domain/experiments/report'
import './ExperimentResults.css'

interface PhaseResults {
  phase: number
  startedAt: string | null
  split: string
  report: ExperimentReport
}

interface Results {
  key: string
  status: 'draft' | 'running' | 'ended'
  winner: string | null
  report: ExperimentReport
  /** The lead kinds counted as conversions, in words. */
  goal?: string[]
  phase?: number
  /** Earlier phases, newest first. */
  earlierPhases?: PhaseResults[]
  /** Pages the experiment runs on that have no placement block for it. */
  pagesWithoutPlacement?: string[]
}

const variantName = (v: VariantResult) => `${v.label}${v.isControl && v.key !== 'control' ? ` (${v.key})` : ''}`
const outcomeText: Record<NonNullable<VariantResult['outcome']>, string> = {
  better: 'Ahead of the control',
  worse: 'Behind the control',
  undecided: 'Not decided yet',
}

function ResultsTable({ report, caption }: { report: ExperimentReport; caption: string }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="experiment-results__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Visitors</th>
            <th scope="col">Leads</th>
            <th scope="col">Conversion rate</th>
            <th scope="col">Lift vs control</th>
            <th scope="col">Difference (anytime-valid 95% interval)</th>
            <th scope="col">p-value (anytime-valid)</th>
            <th scope="col">Result</th>
            <th scope="col">Clicked a call to action</th>
          </tr>
        </thead>
        <tbody>
          {report.variants.map((v) => (
            <tr key={v.key} data-variant={v.key}>
              <th scope="row">{variantName(v)}</th>
              <td data-cell="visitors">{v.visitors.toLocaleString('en-US')}</td>
              <td data-cell="leads">{v.conversions.toLocaleString('en-US')}</td>
              <td data-cell="rate">{formatRate(v.rate)}</td>
              <td data-cell="lift">{v.isControl ? '–' : formatLift(v.lift)}</td>
              <td data-cell="interval">
                {v.isControl ? '–' : v.interval ? `${formatPoints(v.difference)} (${formatInterval(v.interval, formatPoints)})` : `Not enough data yet (${report.method.minConversions} leads per variant)`}
              </td>
              <td data-cell="p-value">{v.isControl ? '–' : formatPValue(v.pValue)}</td>
              <td data-cell="outcome">{v.isControl ? 'Control' : v.outcome ? outcomeText[v.outcome] : 'No verdict'}</td>
              <td data-cell="clicks">
                {v.clicks.toLocaleString('en-US')}
                {v.clickRate === null ? '' : ` (${formatRate(v.clickRate)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * On an experiment's page: per variant visitors, leads, rate and lift, the anytime-valid interval and
 * p-value of each challenger against the control, the verdict, the visitor-split check, the goal,
 * earlier phases, and "Declare winner" (docs/experiments.md). Declaring is a button and a fetch, not a
 * form: this field sits inside Payload's own document form, and a nested form would submit that one.
 */
export function ExperimentResults() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const uid = useId()
  const [results, setResults] = useState<Results | null>(null)
  const [error, setError] = useState('')
  const [winner, setWinner] = useState('')
  const [replace, setReplace] = useState(true)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
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

  const { report } = results
  const backedByVerdict = report.verdict.leader !== null && report.verdict.leader === winner

  async function declare() {
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
        const label = report.variants.find((v) => v.key === winner)?.label ?? winner
        setMessage(
          `The experiment has ended. Every visitor now sees ${label}.` +
            (drafts.length ? ` New drafts that put it on the page for good, to review and publish: ${drafts.map((d) => d.title).join(', ')}.` : ''),
        )
        setResults({ ...results!, status: 'ended', winner })
        setConfirming(false)
        router.refresh()
      }
    } catch {
      setMessage('Declaring the winner failed: the server could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="experiment-results" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} style={{ marginBottom: '0.5rem' }}>
        Results
      </h2>
      {results.phase && results.phase > 1 ? <p>{`Phase ${results.phase}: counted since the shares last changed (earlier phases below).`}</p> : null}
      <p className="experiment-results__verdict" data-verdict={report.verdict.kind} style={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {report.verdict.text}
      </p>
      <p className="experiment-results__srm" data-srm={report.srm.mismatch ? 'mismatch' : 'ok'} role={report.srm.mismatch ? 'alert' : undefined}>
        {report.srm.text}
      </p>
      {report.warnings
        .filter((w) => w !== report.srm.text)
        .map((w) => (
          <p key={w} role="alert" className="experiment-results__warning">
            {w}
          </p>
        ))}
      {results.pagesWithoutPlacement?.length ? (
        <p role="alert" className="experiment-results__warning">
          {`No "Experiment placement" block for this experiment on: ${results.pagesWithoutPlacement.join(', ')}. Visitors of ${results.pagesWithoutPlacement.length > 1 ? 'these pages' : 'this page'} are counted but see no variant.`}
        </p>
      ) : null}
      {results.goal ? <p className="experiment-results__goal">Goal (what counts as a conversion): {results.goal.length ? results.goal.join(', ') : 'no lead kind chosen'}.</p> : null}
      <ResultsTable
        report={report}
        caption={`Intervals and p-values stay valid however often you look (${report.method.comparisons > 1 ? `corrected for ${report.method.comparisons} challengers; ` : ''}see the docs). A verdict needs at least ${report.method.minConversions} leads per variant.`}
      />
      {results.earlierPhases?.length ? (
        <details style={{ marginTop: '1rem' }}>
          <summary>Earlier phases (before the shares changed)</summary>
          {results.earlierPhases.map((p) => (
            <div key={p.phase}>
              <h3>{`Phase ${p.phase}${p.startedAt ? `, from ${new Date(p.startedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}` : ''}: ${p.split}`}</h3>
              <p>{p.report.verdict.text}</p>
              <ResultsTable report={p.report} caption={`Phase ${p.phase}: results of that split only.`} />
            </div>
          ))}
        </details>
      ) : null}
      {results.status === 'ended' ? (
        <p>{results.winner ? `Ended. Declared winner: ${report.variants.find((v) => v.key === results.winner)?.label ?? results.winner}; every visitor sees it.` : 'Ended without a declared winner.'}</p>
      ) : (
        <div role="group" aria-labelledby={`${uid}-declare`} style={{ marginTop: '1rem' }}>
          <h3 id={`${uid}-declare`}>Declare winner</h3>
          <p>Ends the experiment: from then on every visitor sees the winner.</p>
          <label htmlFor={`${uid}-variant`}>Winning variant </label>
          <select
            id={`${uid}-variant`}
            value={winner}
            onChange={(e) => {
              setWinner(e.target.value)
              setConfirming(false)
            }}
          >
            {report.variants.map((v) => (
              <option key={v.key} value={v.key}>
                {variantName(v)}
              </option>
            ))}
          </select>
          <div style={{ margin: '0.5rem 0' }}>
            <input id={`${uid}-replace`} type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />{' '}
            <label htmlFor={`${uid}-replace`}>
              Also save each page with the winner in place of the experiment placement (a new draft of each page, to publish when you are ready)
            </label>
          </div>
          {confirming ? (
            <div role="alert" className="experiment-results__confirm">
              <p>
                {report.verdict.leader === null
                  ? 'No variant is ahead with confidence; declaring now picks on noise.'
                  : `The results point to ${report.variants.find((v) => v.key === report.verdict.leader)?.label ?? report.verdict.leader}, not to this variant; declaring it picks against the data.`}{' '}
                Declare it anyway?
              </p>
              <Button type="button" buttonStyle="primary" size="small" disabled={busy} onClick={() => void declare()}>
                {busy ? 'Declaring…' : 'Yes, declare the winner'}
              </Button>{' '}
              <Button type="button" buttonStyle="secondary" size="small" disabled={busy} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          ) : (
            <Button type="button" buttonStyle="primary" size="small" disabled={busy || !winner} onClick={() => (backedByVerdict ? void declare() : setConfirming(true))}>
              {busy ? 'Declaring…' : 'Declare winner'}
            </Button>
          )}
        </div>
      )}
      <p role="status" aria-live="polite">
        {message}
      </p>
    </section>
  )
}
