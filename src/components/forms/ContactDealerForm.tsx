'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { contactDealerModalFormSchema } from '@/domain/leads/leadSchemas'
import { leadNextStepMessage, leadSubmitFailureMessage, OUTCOME_MESSAGES } from '@/domain/leads/messages'
import { AddressFields } from './AddressFields'
import { ConsentNote, TextField } from './fields'
import { useDealerLeadForm, type DealerLeadFormContext } from './useDealerLeadForm'
import './forms.css'

export interface ContactDealerFormProps extends DealerLeadFormContext {
  supportPhone: string
  onSuccess?: (leadId: string) => void
}

/** The "Contact your local dealer" modal form: every field required, messages of spec section 5. */
export function ContactDealerForm({ supportPhone, onSuccess, ...context }: ContactDealerFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const { outcome, submitDealerLead, markStarted, register, handleSubmit, setValue, formState } = useDealerLeadForm(context, zodResolver(contactDealerModalFormSchema), onSuccess)
  const { errors, isSubmitting } = formState

  if (outcome.kind === 'success') {
    return (
      <div role="status" data-testid="lead-success">
        <p className="form-success">{OUTCOME_MESSAGES.dealerRequestReceived}</p>
        <p className="lead-form__next-step">
          {leadNextStepMessage({ dealerNames: context.dealerName ? [context.dealerName] : [], contactWindow: outcome.contactWindow, reference: outcome.leadId })}
        </p>
      </div>
    )
  }

  // Registered in display order: on a failed submit the first invalid field in this order gets focus.
  const firstName = register('firstName')
  const lastName = register('lastName')
  const email = register('email')
  const phone = register('phone')

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(submitDealerLead)} onFocus={markStarted} aria-label="Contact your local dealer">
      <div className="lead-form__grid">
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...firstName} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...lastName} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...email} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...phone} />
        <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
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
