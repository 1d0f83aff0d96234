'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { AddressFields } from '@/components/forms/AddressFields'
import { ConsentNote, TextField } from '@/components/forms/fields'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import { LEAD_FORM_NAMES, REBATE_MODAL_COMMENTS } from '@/domain/leads/leadNames'
import { rebateModalFormSchema } from '@/domain/leads/leadSchemas'

const STEP_1 = ['firstName', 'lastName', 'email', 'phone'] as const
/** The connect modal's form, as analytics knows it (DealerConnect's form_id). */
const FORM_NAME = LEAD_FORM_NAMES.contactLocalDealerModal

export interface ConnectLeadFormProps {
  privacyPolicyUrl: string
  /** Prefill (profile fields, the searched zip). */
  initial: Partial<DealerLeadFields>
  /** A message shown above Submit (e.g. "No dealer selected"). */
  formError?: string
  onFocusFirst?: () => void
  /** Resolves when the submit is handled; a thrown error only logs and lets the user submit again. */
  onSubmit: (fields: DealerLeadFields) => Promise<void>
}

/**
 * The rebate / connect modal's lead form: step 1 name, email, phone; step 2 address, state, zip and consent.
 * Messages are the rebate modal's (state: "Please select an option."); the hidden comments carry the rebates note.
 */
export function ConnectLeadForm({ privacyPolicyUrl, initial, formError, onFocusFirst, onSubmit }: ConnectLeadFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const [step, setStep] = useState<1 | 2>(1)
  const {
    register,
    handleSubmit,
    trigger,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(rebateModalFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: initial.firstName ?? '',
      lastName: initial.lastName ?? '',
      email: initial.email ?? '',
      phone: initial.phone ?? '',
      addressLine1: initial.addressLine1 ?? '',
      city: initial.city ?? '',
      state: initial.state ?? '',
      zip: initial.zip ?? '',
      comments: REBATE_MODAL_COMMENTS,
    },
  })

  async function next() {
    if (await trigger([...STEP_1], { shouldFocus: true })) {
      setStep(2)
      setTimeout(() => setFocus('addressLine1'), 0)
    }
  }

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        addressLine1: values.addressLine1,
        city: values.city,
        state: values.state,
        zip: values.zip,
      })
    } catch (error) {
      // Spec: a form error only logs and resets the submitted flag.
      console.error('Connect form submit failed', error)
    }
  })

  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={(event) => {
        if (step === 2) return submit(event)
        // Enter on step 1 means Next.
        event.preventDefault()
        void next()
      }}
      onFocus={onFocusFirst} aria-label="Connect with a local dealer">
      <input type="hidden" {...register('comments')} />
      <p className="lead-form__step">Step {step} of 2</p>
      <div className="lead-form__grid" hidden={step !== 1}>
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      <div className="lead-form__grid" hidden={step !== 2}>
        <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
      </div>
      {step === 2 ? <ConsentNote privacyPolicyUrl={privacyPolicyUrl} /> : null}
      {formError ? (
        <p className="field-error lead-form__failure" role="alert" data-testid="connect-form-error">
          {formError}
        </p>
      ) : null}
      <div className="lead-form__buttons">
        {step === 1 ? (
          <button type="button" className="btn btn--bg-baby-blue btn--radius-full" data-track={`${FORM_NAME}: next`} onClick={next}>
            Next
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--bg-white btn--radius-full" data-track={`${FORM_NAME}: back`} onClick={() => setStep(1)} disabled={isSubmitting}>
              Back
            </button>
            <button type="submit" className="btn btn--bg-baby-blue btn--radius-full" data-track={`${FORM_NAME}: submit`} disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Submit'}
            </button>
          </>
        )}
      </div>
    </form>
  )
}
