'use client'

import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { RadioGroup, SelectField, TextAreaField, TextField } from '@/components/forms/fields'
import { LeadFormFooter } from '@/components/forms/LeadFormFooter'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { CONTACT_METHODS, CUSTOMER_COUNTRIES, LEAD_FORM_NAMES, SERVICE_TYPES } from '@/domain/leads/leadNames'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import type { CustomerCareFormInput, CustomerCareFormValues } from '@/domain/leads/leadSchemas'
import {
  CONTACT_METHOD_LABELS,
  COUNTRY_LABELS,
  customerCareFailureMessage,
  OUTCOME_MESSAGES,
  PAGE_FORM_TEXT as T,
  SERVICE_TYPE_LABELS,
} from '@/domain/leads/messages'
import { customerServiceLeadBody } from '@/domain/leads/pageLeadBodies'
import '@/components/forms/forms.css'
import { CUSTOMER_CARE_TRACKED, trackedValuesSet } from '@/domain/leads/trackedValues'
import { useHydratedAttribute } from '@/components/ui/hydration'

const EMPTY = {
  serviceType: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  zip: '',
  country: '',
  owner: '',
  contactMethod: '',
  comments: '',
} as unknown as CustomerCareFormInput

// The form's rules (zod, the lead schemas, the phone library) come when the visitor starts using it.
const resolver = lazyZodResolver<CustomerCareFormInput, CustomerCareFormValues>(() => import('@/domain/leads/leadSchemas').then((m) => m.customerCareFormSchema))

const YES_NO_OPTIONS = [
  { value: 'yes', label: T.yes },
  { value: 'no', label: T.no },
]

export interface CustomerCareFormClientProps {
  privacyPolicyUrl: string
  supportPhone: string
  serialNumberPdfUrl?: string
  /** Customer care's opening hours (the block's text, or the default). */
  hours: string
}

export function CustomerCareFormClient({ privacyPolicyUrl, supportPhone, serialNumberPdfUrl, hours }: CustomerCareFormClientProps) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const {
    outcome,
    submitLead,
    markStarted,
    successRef,
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useLeadForm({ resolver, defaultValues: EMPTY, events: { form_id: LEAD_FORM_NAMES.customerCare } })

  const values = useWatch({ control })
  const complete = trackedValuesSet(values, CUSTOMER_CARE_TRACKED)
  const owner = values.owner as unknown

  if (outcome.kind === 'success') {
    return (
      <div className="form-success-card" role="status" tabIndex={-1} ref={successRef} data-testid="customer-care-success">
        <p className="form-success">{OUTCOME_MESSAGES.customerCareReceived}</p>
      </div>
    )
  }

  const onSubmit = handleSubmit(async (formValues) => {
    await submitLead(customerServiceLeadBody(formValues, { privacyPolicyUrl, pageUrl: window.location.href }), formValues)
  })

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={() => (resolver.prefetch(), markStarted())} onPointerEnter={resolver.prefetch} onTouchStart={resolver.prefetch} aria-label="Customer care request" {...hydrated}>
      <div className="lead-form__grid">
        <SelectField
          id={id('serviceType')}
          label={T.serviceTypeLabel}
          fieldClassName="lead-form__wide"
          options={SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] ?? value }))}
          error={errors.serviceType?.message}
          {...register('serviceType')}
        />
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField id={id('zip')} label="Zip / Postal code" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
        <SelectField
          id={id('country')}
          label={T.countryLabel}
          autoComplete="country"
          options={CUSTOMER_COUNTRIES.map((value) => ({ value, label: COUNTRY_LABELS[value] ?? value }))}
          error={errors.country?.message}
          {...register('country')}
        />
        <RadioGroup id={id('owner')} legend={T.ownerLegend} options={YES_NO_OPTIONS} error={errors.owner?.message} input={register('owner')} className="lead-form__wide" />
        {owner === 'yes' ? (
          <p className="form-hint lead-form__wide" data-testid="serial-hint">
            {T.careSerialHint}{' '}
            {serialNumberPdfUrl ? (
              <a href={serialNumberPdfUrl} target="_blank" rel="noopener noreferrer" data-track="Customer care: serial-number instructions (PDF)">
                Where to find the serial number (PDF)<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        <RadioGroup
          id={id('contactMethod')}
          legend={T.contactMethodLegend}
          options={CONTACT_METHODS.map((value) => ({ value, label: CONTACT_METHOD_LABELS[value] ?? value }))}
          error={errors.contactMethod?.message}
          input={register('contactMethod')}
          className="lead-form__wide"
        />
        <TextAreaField id={id('comments')} label={T.commentsLabel} fieldClassName="lead-form__wide" error={errors.comments?.message} {...register('comments')} />
      </div>
      <LeadFormFooter
        privacyPolicyUrl={privacyPolicyUrl}
        // Under the form on phones and tablets only: from 1024 px the side panel states them beside the phone number.
        note={<p className="form-consent customer-care__hours-note">{hours}</p>}
        failure={outcome.kind === 'failure' && customerCareFailureMessage(supportPhone)}
        submit={{ formName: LEAD_FORM_NAMES.customerCare, sending: isSubmitting, disabled: !complete }}
      />
    </form>
  )
}
