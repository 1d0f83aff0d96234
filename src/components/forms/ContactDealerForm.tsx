'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import { contactDealerModalFormSchema } from '@/domain/leads/leadSchemas'
import { leadNextStepMessage, leadSubmitFailureMessage, OUTCOME_MESSAGES, preferredTimeConfirmation } from '@/domain/leads/messages'
import { localIsoDay, PREFERRED_TIME_WINDOW_LABELS, PREFERRED_TIME_WINDOWS, preferredDayOptions, preferredTimeText } from '@/domain/leads/preferredTime'
import { AddressFields } from './AddressFields'
import { ConsentNote, RadioGroup, SelectField, TextField } from './fields'
import { useDealerLeadForm, type DealerLeadFormContext } from './useDealerLeadForm'
import './forms.css'

export interface ContactDealerFormProps extends DealerLeadFormContext {
  supportPhone: string
  /** Opened from "Book Online": also asks for a preferred day and time window, both optional (reading 52). */
  bookOnline?: boolean
  onSuccess?: (leadId: string) => void
}

const TIME_WINDOW_OPTIONS = [{ value: '', label: 'Any time' }, ...PREFERRED_TIME_WINDOWS.map((value) => ({ value, label: PREFERRED_TIME_WINDOW_LABELS[value] }))]

/** The "Contact your local dealer" modal form: every field required, messages of spec section 5. */
export function ContactDealerForm({ supportPhone, bookOnline = false, onSuccess, ...context }: ContactDealerFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const { outcome, submitDealerLead, markStarted, register, handleSubmit, setValue, formState } = useDealerLeadForm(context, zodResolver(contactDealerModalFormSchema), onSuccess)
  const { errors, isSubmitting } = formState
  // The form renders in the browser only (the modal loads it without SSR): the days are the device's.
  const [dayOptions] = useState(() => (bookOnline ? preferredDayOptions(localIsoDay(new Date())) : []))
  const [sentPreferredTime, setSentPreferredTime] = useState<string | null>(null)

  async function submit(fields: DealerLeadFields) {
    setSentPreferredTime(bookOnline ? preferredTimeText(fields) : null)
    await submitDealerLead(bookOnline ? { ...fields, bookOnline: true } : fields)
  }

  if (outcome.kind === 'success') {
    return (
      <div role="status" data-testid="lead-success">
        <p className="form-success">{OUTCOME_MESSAGES.dealerRequestReceived}</p>
        <p className="lead-form__next-step">
          {leadNextStepMessage({ dealerNames: context.dealerName ? [context.dealerName] : [], contactWindow: outcome.contactWindow, reference: outcome.leadId })}
        </p>
        {sentPreferredTime ? <p className="lead-form__next-step">{preferredTimeConfirmation(sentPreferredTime)}</p> : null}
      </div>
    )
  }

  // Registered in display order: on a failed submit the first invalid field in this order gets focus.
  const firstName = register('firstName')
  const lastName = register('lastName')
  const email = register('email')
  const phone = register('phone')
  const preferredDay = register('preferredDay')
  const preferredTimeWindow = register('preferredTimeWindow')

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(submit)} onFocus={markStarted} aria-label="Contact your local dealer">
      <div className="lead-form__grid">
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...firstName} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...lastName} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...email} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...phone} />
        <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
        {bookOnline ? (
          <>
            <p className="form-hint lead-form__wide">Optional: when would you like the dealer to come? They will confirm a time with you.</p>
            <SelectField
              id={id('preferredDay')}
              label="Preferred day (optional)"
              placeholder="Any day"
              options={dayOptions}
              error={errors.preferredDay?.message}
              {...preferredDay}
            />
            <RadioGroup
              id={id('preferredTimeWindow')}
              legend="Preferred time (optional)"
              options={TIME_WINDOW_OPTIONS}
              input={preferredTimeWindow}
              error={errors.preferredTimeWindow?.message}
              className="lead-form__wide lead-form__time-windows"
            />
          </>
        ) : null}
      </div>
      <ConsentNote privacyPolicyUrl={context.privacyPolicyUrl} />
      {outcome.kind === 'failure' ? (
        <p className="field-error lead-form__failure" role="alert">
          {leadSubmitFailureMessage(supportPhone)}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--bg-baby-blue btn--radius-full btn--width-full"
        disabled={!context.companyId || isSubmitting}
        data-track={`${context.formName}: submit`}
      >
        {isSubmitting ? 'Sending...' : 'Submit'}
      </button>
    </form>
  )
}
