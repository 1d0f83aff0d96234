'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { AddressFields } from '@/components/forms/AddressFields'
import { TextField } from '@/components/forms/fields'
import { LeadFormFooter } from '@/components/forms/LeadFormFooter'
import { useDealerLeadForm } from '@/components/forms/useDealerLeadForm'
import { LEAD_FORM_NAMES, LEAD_SOURCES } from '@/domain/leads/leadNames'
import { homeContactFormStep2Schema } from '@/domain/leads/leadSchemas'
import { PAGE_FORM_TEXT as T } from '@/domain/leads/messages'
import '@/components/forms/forms.css'

export interface HomeContactStep2Props {
  /** useId of the block: field ids stay unique on a page with several forms. */
  id: string
  topic: { value: string; label: string }
  companyId?: number
  dealerName?: string
  privacyPolicyUrl: string
  supportPhone: string
  onBack: () => void
  /** The lead was accepted: the block shows its thanks. */
  onSuccess: () => void
}

/** Step 2 of the home contact form: contact and address, a Back link and the consent note. */
export function HomeContactStep2({ id: uid, topic, companyId, dealerName, privacyPolicyUrl, supportPhone, onBack, onSuccess }: HomeContactStep2Props) {
  const id = (name: string) => `${uid}-${name}`
  const heading = useRef<HTMLHeadingElement>(null)
  const {
    outcome,
    submitDealerLead,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useDealerLeadForm(
    {
      companyId,
      dealerName,
      source: companyId ? LEAD_SOURCES.dealerContact : LEAD_SOURCES.homeContact,
      formName: LEAD_FORM_NAMES.homeContactForm,
      privacyPolicyUrl,
      topic: topic.value,
    },
    zodResolver(homeContactFormStep2Schema),
    onSuccess,
  )

  // The visitor chose a topic: focus follows to this step.
  useEffect(() => heading.current?.focus(), [])

  return (
    <form className="lead-form" noValidate onSubmit={handleSubmit(submitDealerLead)} aria-labelledby={`${uid}-step`}>
      <h3 className="lead-form__step" id={`${uid}-step`} ref={heading} tabIndex={-1}>
        {`${T.stepOf(2, 2)}: ${topic.label}`}
      </h3>
      <button type="button" className="home-contact__back" data-track={`${LEAD_FORM_NAMES.homeContactForm}: back`} onClick={onBack}>
        {T.back}
      </button>
      <div className="lead-form__grid">
        <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
      </div>
      <LeadFormFooter
        privacyPolicyUrl={privacyPolicyUrl}
        failure={outcome.kind === 'failure' && T.failure(supportPhone)}
        submit={{ formName: LEAD_FORM_NAMES.homeContactForm, sending: isSubmitting }}
      />
    </form>
  )
}
