'use client'

import { useEffect, useRef } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormRegister } from 'react-hook-form'
import type { DealerFormEventParams } from '@/lib/analytics'
import { useFormEvents } from './useFormEvents'
import { useLeadSubmit } from './useLeadSubmit'

export interface LeadFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** `zodResolver(schema)`, or a resolver that picks the current step's schema. */
  resolver: Resolver<TInput, unknown, TOutput>
  defaultValues: DefaultValues<TInput>
  /** Analytics of dealer_form_start / dealer_form_success (form_id and context). */
  events: DealerFormEventParams
}

/**
 * The scaffolding of a lead form: react-hook-form validating on touch, one POST /api/leads per
 * submit (useLeadSubmit), start/success analytics, and focus on the success message (`successRef`)
 * once the lead is accepted.
 */
export function useLeadForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>({ resolver, defaultValues, events }: LeadFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, mode: 'onTouched', defaultValues })
  const { outcome, send, fieldErrorsOf } = useLeadSubmit()
  const { markStarted, markSucceeded } = useFormEvents(events)
  const successRef = useRef<HTMLDivElement>(null)
  const pressingSubmit = usePressingSubmit()

  /**
   * A field's message appears as focus leaves it (validation on touch). When focus leaves because
   * Submit is being pressed, that message would push Submit down between the press and the release,
   * and the click would land beside the button and send nothing. So a blur during a press on Submit
   * does not validate: the submit that follows validates every field and shows every message.
   */
  const register: UseFormRegister<TInput> = (name, options) => {
    const field = form.register(name, options)
    return { ...field, onBlur: async (event) => (pressingSubmit.current ? undefined : field.onBlur(event)) }
  }

  useEffect(() => {
    if (outcome.kind === 'success') successRef.current?.focus()
  }, [outcome.kind])

  /**
   * Sends `body`. Accepted: counts the success (with `success` analytics) and returns the lead id.
   * Refused with field errors the browser could not know: shows them at those of `fields`. Else null.
   */
  async function submitLead(body: Record<string, unknown>, fields: object, success?: Partial<DealerFormEventParams>): Promise<string | null> {
    const result = await send(body)
    if (!result) return null
    if (result.ok) {
      markSucceeded(success)
      return result.id
    }
    for (const [name, message] of Object.entries(fieldErrorsOf(result, Object.keys(fields)))) form.setError(name as Path<TInput>, { message })
    return null
  }

  return { ...form, register, outcome, submitLead, markStarted, successRef }
}

/** True from a pointer press on a submit button until just after its release (the click included). */
function usePressingSubmit() {
  const pressing = useRef(false)
  useEffect(() => {
    const down = (event: PointerEvent) => {
      pressing.current = event.target instanceof Element && event.target.closest('button[type="submit"], input[type="submit"]') !== null
    }
    const up = () => setTimeout(() => (pressing.current = false))
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
    }
  }, [])
  return pressing
}
