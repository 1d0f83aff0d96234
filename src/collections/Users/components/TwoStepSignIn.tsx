'use client'
import { Button, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { type KeyboardEvent, useId, useState } from 'react'
import './TwoStepSignIn.css'

type Setup = { secret: string; qrSvg: string }
type Outcome = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

async function post(path: string, body?: Record<string, unknown>): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`/api/users/two-step/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    return { ok: response.ok, body: ((await response.json().catch(() => ({}))) as Record<string, unknown>) ?? {} }
  } catch {
    return { ok: false, body: { error: 'The server could not be reached. Check the connection and try again.' } }
  }
}

const errorOf = (body: Record<string, unknown>) => (typeof body.error === 'string' ? body.error : 'That did not work. Try again.')

/** The key grouped in fours, as apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/**
 * The account screen's "Two-step sign-in": set it up with an authenticator app (QR code or key, then
 * one code to prove the phone has it), or turn it off (a current code; another admin's, for a lost
 * phone, without one). Its own requests, never the document's Save: Enter in the code box acts here.
 */
export function TwoStepSignIn() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { value, setValue } = useField<boolean>({ path: 'twoStepEnabled' })
  const enabled = value === true
  const own = id !== undefined && user?.id !== undefined && String(id) === String(user.id)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const uid = useId()
  if (id === undefined) return null

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setOutcome({ kind: 'idle' })
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  const start = () =>
    run(async () => {
      const { ok, body } = await post('setup')
      if (!ok) return setOutcome({ kind: 'error', message: errorOf(body) })
      setSetup({ secret: String(body.secret), qrSvg: String(body.qrSvg) })
      setCode('')
    })

  const turnOn = () =>
    run(async () => {
      const { ok, body } = await post('enable', { code })
      if (!ok) return setOutcome({ kind: 'error', message: errorOf(body) })
      setValue(true, true)
      setSetup(null)
      setCode('')
      setOutcome({ kind: 'done', message: 'Two-step sign-in is on. From your next sign-in, enter the code your app shows after your password.' })
    })

  const turnOff = () =>
    run(async () => {
      const { ok, body } = await post('disable', own ? { code } : { userId: id })
      if (!ok) return setOutcome({ kind: 'error', message: errorOf(body) })
      setValue(false, true)
      setCode('')
      setOutcome({ kind: 'done', message: own ? 'Two-step sign-in is off. Your password alone signs you in.' : 'Two-step sign-in is off for this admin. Ask them to set it up again on their new phone.' })
    })

  // The code box sits inside the account form: Enter must act here, not save the document.
  const onCodeKey = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    action()
  }

  const codeBox = (action: () => void) => (
    <div className="two-step__code">
      <label htmlFor={`${uid}-code`}>Code from your authenticator app</label>
      <input
        id={`${uid}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onCodeKey(action)}
      />
    </div>
  )

  return (
    <section className="two-step" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="two-step__title">
        Two-step sign-in: {enabled ? 'on' : 'off'}
      </h3>
      {enabled ? (
        <>
          <p>Each sign-in asks for a code from {own ? 'your' : 'this admin\'s'} authenticator app after the password.</p>
          {own ? codeBox(turnOff) : <p>If this admin lost their phone, turn it off here; they can then sign in with their password and set it up again.</p>}
          <Button buttonStyle="secondary" size="small" onClick={turnOff} disabled={busy}>
            {own ? 'Turn off two-step sign-in' : 'Turn off for this admin'}
          </Button>
        </>
      ) : setup ? (
        <>
          <p>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy ...) and scan this code.</p>
          <div className="two-step__qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p>
            Cannot scan it? Add an account by key instead: <code className="two-step__key">{grouped(setup.secret)}</code> (time-based).
          </p>
          {codeBox(turnOn)}
          <div className="two-step__actions">
            <Button buttonStyle="primary" size="small" onClick={turnOn} disabled={busy}>
              Turn on two-step sign-in
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={() => setSetup(null)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </>
      ) : own ? (
        <>
          <p>Add a second step to your sign-in: a code from an authenticator app on your phone, so a stolen password alone cannot open this admin.</p>
          <Button buttonStyle="secondary" size="small" onClick={start} disabled={busy}>
            Set up two-step sign-in
          </Button>
        </>
      ) : (
        <p>Only this admin can set it up, from their own account screen.</p>
      )}
      <p role={outcome.kind === 'error' ? 'alert' : 'status'} className="two-step__outcome" data-outcome={outcome.kind}>
        {outcome.kind === 'idle' ? '' : outcome.message}
      </p>
    </section>
  )
}

/** The Users list's column: On or Off. */
export function TwoStepSignInCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData === true ? 'On' : 'Off'}</span>
}
