'use client'
import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useHydratedAttribute } from '@/components/ui/hydration'
import './SignInForm.css'

type Values = { email: string; password: string; code: string }
type LoginError = { message?: string; data?: { twoStepRequired?: boolean } }

const UNREACHABLE = 'The server could not be reached. Check the connection and try again.'

/**
 * Email and password; then, for an account with two-step sign-in, the code from the authenticator
 * app (the server asks for it after checking the password). A full page load follows a sign-in, so
 * the admin starts with its session from the server.
 */
export function SignInForm({ loginUrl, forgotUrl, redirectTo }: { loginUrl: string; forgotUrl: string; redirectTo: string }) {
  const { register, handleSubmit, setFocus, formState } = useForm<Values>({ defaultValues: { email: '', password: '', code: '' } })
  const [askCode, setAskCode] = useState(false)
  const [message, setMessage] = useState('')
  const [signedIn, setSignedIn] = useState(false)
  const hydrated = useHydratedAttribute()

  useEffect(() => {
    if (askCode) setFocus('code')
  }, [askCode, setFocus])

  const onSubmit = handleSubmit(async ({ email, password, code }) => {
    setMessage('')
    let response: Response
    try {
      response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, ...(askCode ? { code } : {}) }),
      })
    } catch {
      setMessage(UNREACHABLE)
      return
    }
    if (response.ok) {
      setSignedIn(true)
      window.location.assign(redirectTo)
      return
    }
    const body = (await response.json().catch(() => null)) as { errors?: LoginError[] } | null
    const error = body?.errors?.[0]
    if (error?.data?.twoStepRequired) setAskCode(true)
    setMessage(error?.message ?? `Sign-in failed (${response.status}). Try again.`)
  })

  const busy = formState.isSubmitting || signedIn
  return (
    // method="post": before the script is ready, a submit never puts the password in the address.
    <form className="login__form sign-in" method="post" noValidate onSubmit={onSubmit} {...hydrated}>
      <div className="login__form__inputWrap sign-in__fields">
        <div className="field-type text">
          <label className="field-label" htmlFor="sign-in-email">
            Email
          </label>
          <input id="sign-in-email" type="email" autoComplete="email" required {...register('email', { required: true })} />
        </div>
        <div className="field-type text">
          <label className="field-label" htmlFor="sign-in-password">
            Password
          </label>
          <input id="sign-in-password" type="password" autoComplete="current-password" required {...register('password', { required: true })} />
        </div>
        {askCode ? (
          <div className="field-type text">
            <label className="field-label" htmlFor="sign-in-code">
              Code from your authenticator app
            </label>
            <input id="sign-in-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} aria-describedby="sign-in-code-help" {...register('code')} />
            <p id="sign-in-code-help" className="sign-in__help">
              The 6 digits your app shows for this site. Lost your phone? Another admin can turn two-step sign-in off for you.
            </p>
          </div>
        ) : null}
      </div>
      <p className="sign-in__message" role="alert">
        {message}
      </p>
      <a href={forgotUrl}>Forgot password?</a>
      <Button type="submit" size="large" buttonStyle="primary" disabled={busy}>
        {askCode ? 'Sign in with code' : 'Sign in'}
      </Button>
    </form>
  )
}
