'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { isValidStreetAddress } from '@/domain/address/streetAddress'
import { contactDealerModalFormSchema, type ContactDealerModalFormInput } from '@/domain/leads/leadSchemas'
import { leadSubmitFailureMessage, OUTCOME_MESSAGES } from '@/domain/leads/messages'
import { AddressAutocomplete } from './AddressAutocomplete'
import { ConsentNote, StateSelect, TextField } from './fields'
import { useDealerLeadSubmit, type DealerLeadFormContext } from './useDealerLeadSubmit'
import './forms.css'

export interface ContactDealerFormProps extends DealerLeadFormContext {
  supportPhone: string
  onSuccess?: (leadId: string) => void
}

const EMPTY: ContactDealerModalFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
}

/** The "Contact your local dealer" modal form: every field required, messages of spec section 5. */
export function ContactDealerForm({ supportPhone, onSuccess, ...context }: ContactDealerFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const { outcome, submit, markStarted } = useDealerLeadSubmit(context, onSuccess)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactDealerModalFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })

  if (outcome.kind === 'success') {
    return (
      <p className="form-success" role="status" data-testid="lead-success">
        {OUTCOME_MESSAGES.dealerRequestReceived}
      </p>
    )
  }

  // Registered in display order: on a failed submit the first invalid field in this order gets focus.
  const firstName = register('firstName')
  const lastName = register('lastName')
  const email = register('email')
  const phone = register('phone')
  const street = register('addressLine1')
  const onValid = handleSubmit(async (values) => {
    const fieldErrors = await submit(values)
    for (const [name, message] of Object.entries(fieldErrors)) {
      setError(name as keyof ContactDealerModalFormInput, { message })
    }
  })

  return (
    <form className="lead-form" noValidate onSubmit={onValid} onFocus={markStarted} aria-label="Contact your local dealer">
      <div className="lead-form__grid">
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...firstName} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...lastName} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...email} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...phone} />
        <TextField
          id={id('addressLine1')}
          label="Street address"
          autoComplete="address-line1"
          fieldClassName="lead-form__wide"
          error={errors.addressLine1?.message}
          {...street}
          onBlur={async (event) => {
            await street.onBlur(event)
            const value = event.target.value.trim()
            // Spec: leaving a non-empty, non-matching street address returns focus to it.
            if (value && !isValidStreetAddress(value)) {
              await trigger('addressLine1')
              const input = event.target
              setTimeout(() => input.focus(), 0)
            }
          }}
        />
        <AddressAutocomplete
          id={id('city')}
          label="City"
          error={errors.city?.message}
          {...register('city')}
          onSelectSuggestion={(s) => {
            setValue('city', s.city, { shouldValidate: true })
            setValue('state', s.state, { shouldValidate: true })
            setValue('zip', s.zip, { shouldValidate: s.country === 'US' })
            if (s.street) setValue('addressLine1', s.street, { shouldValidate: true })
          }}
        />
        <StateSelect id={id('state')} error={errors.state?.message} autoComplete="address-level1" {...register('state')} />
        <TextField id={id('zip')} label="Zip / Postal code" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
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
      >
        {isSubmitting ? 'Sending...' : 'Submit'}
      </button>
    </form>
  )
}
