'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useId, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { AddressFields } from '@/components/forms/AddressFields'
import { CheckboxField, RadioGroup, SelectField, TextAreaField, TextField } from '@/components/forms/fields'
import { LeadFormFooter } from '@/components/forms/LeadFormFooter'
import { useLeadForm } from '@/components/forms/useLeadForm'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { CONTACT_METHODS, CONTACT_REASONS, EMPTY_DEALER_LEAD_FIELDS, LEAD_FORM_NAMES } from '@/domain/leads/leadNames'
import { contactUsPageFormSchema, type ContactUsPageFormInput } from '@/domain/leads/leadSchemas'
import { CONTACT_METHOD_LABELS, FIELD_MESSAGES, LEAD_UI_TEXT, OUTCOME_MESSAGES, PAGE_FORM_TEXT as T } from '@/domain/leads/messages'
import { contactUsLeadBody } from '@/domain/leads/pageLeadBodies'
import { CONTACT_US_PAGE_TRACKED, trackedValuesSet } from '@/domain/leads/trackedValues'
import { searchDealers } from '@/lib/dealersClient'
import '@/components/forms/forms.css'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Search = { kind: 'prompt' } | { kind: 'loading'; zip: string } | { kind: 'found'; zip: string; dealer: Dealer & { data: { companyID: number } } } | { kind: 'none'; zip: string }

const EMPTY: ContactUsPageFormInput = {
  ...EMPTY_DEALER_LEAD_FIELDS,
  reason: '' as ContactUsPageFormInput['reason'],
  owner: '' as ContactUsPageFormInput['owner'],
  contactMethod: '' as ContactUsPageFormInput['contactMethod'],
  contactOptIn: false as unknown as true,
  comments: '',
}

const YES_NO_OPTIONS = [
  { value: 'yes', label: T.yes },
  { value: 'no', label: T.no },
]

const FORM_NAME = LEAD_FORM_NAMES.contactUsPage

export interface ContactADealerClientProps {
  brandCode: string
  privacyPolicyUrl: string
  supportPhone: string
}

export function ContactADealerClient({ brandCode, privacyPolicyUrl, supportPhone }: ContactADealerClientProps) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const [search, setSearch] = useState<Search>({ kind: 'prompt' })
  const [zipInput, setZipInput] = useState('')
  const [zipError, setZipError] = useState<string | null>(null)
  const zipField = useRef<HTMLInputElement>(null)
  // The zip prompt is the form's first step: working in it starts the form.
  const {
    outcome,
    submitLead,
    markStarted,
    successRef,
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useLeadForm({ resolver: zodResolver(contactUsPageFormSchema), defaultValues: EMPTY, events: { form_id: FORM_NAME } })

  async function findDealers(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const zip = zipInput.trim()
    if (!zip) {
      setZipError(FIELD_MESSAGES.enterZip)
      zipField.current?.focus()
      return
    }
    setZipError(null)
    setSearch({ kind: 'loading', zip })
    const result = await searchDealers({ zipcode: zip, brand: brandCode, infoMode: false })
    const first = result.dealers.find((dealer) => typeof dealer.data?.companyID === 'number')
    if (first) {
      setSearch({ kind: 'found', zip, dealer: first as Dealer & { data: { companyID: number } } })
      setValue('zip', zip)
    } else setSearch({ kind: 'none', zip })
  }

  const values = useWatch({ control })
  const complete = trackedValuesSet(values, CONTACT_US_PAGE_TRACKED)

  if (outcome.kind === 'success') {
    return (
      <div className="contact-a-dealer__panel" role="status" tabIndex={-1} ref={successRef} data-testid="contact-a-dealer-success">
        <p className="form-success">{OUTCOME_MESSAGES.dealerRequestReceived}</p>
      </div>
    )
  }

  const zipChanger = (
    <button
      type="button"
      className="link-button"
      data-track={`${FORM_NAME}: change zip`}
      onClick={() => {
        setSearch({ kind: 'prompt' })
        setTimeout(() => zipField.current?.focus(), 0)
      }}
    >
      {T.changeZip}
    </button>
  )

  if (search.kind === 'prompt' || search.kind === 'loading') {
    return (
      <form className="contact-a-dealer__zip" noValidate onSubmit={findDealers} onFocus={markStarted} aria-label={T.findSpecialists}>
        <p className="lead-form__wide">{T.zipPrompt}</p>
        <TextField
          id={id('search-zip')}
          ref={zipField}
          label={T.zipLabel}
          autoComplete="postal-code"
          value={zipInput}
          error={zipError ?? undefined}
          onChange={(event) => setZipInput(event.target.value)}
          disabled={search.kind === 'loading'}
        />
        <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" disabled={search.kind === 'loading'} data-track={`${FORM_NAME}: find specialists`}>
          {search.kind === 'loading' ? T.loadingDealers : T.findSpecialists}
        </button>
        <p role="status" className="visually-hidden">
          {search.kind === 'loading' ? T.loadingDealers : ''}
        </p>
      </form>
    )
  }

  if (search.kind === 'none') {
    return (
      <div className="contact-a-dealer__none" role="status" data-testid="contact-a-dealer-none">
        <h3>{T.noDealers(search.zip)}</h3>
        <p>
          {T.noDealersAdvice}{' '}
          <Link href="/find-a-dealer/" data-track={`${FORM_NAME}: find a dealer`}>
            {T.findADealer}
          </Link>
        </p>
        {zipChanger}
      </div>
    )
  }

  const dealer = search.dealer
  const onSubmit = handleSubmit(async (formValues) => {
    const body = contactUsLeadBody(formValues, { companyId: dealer.data.companyID, privacyPolicyUrl, pageUrl: window.location.href })
    await submitLead(body, formValues, { dealer_id: dealer.data.companyID, zipcode: search.zip })
  })

  return (
    <div className="contact-a-dealer__layout" {...hydrated}>
      <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={markStarted} aria-label="Contact a dealer">
        <div className="lead-form__grid">
          <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
          <SelectField
            id={id('reason')}
            label={T.reasonLabel}
            fieldClassName="lead-form__wide"
            options={CONTACT_REASONS.map((value) => ({ value, label: value }))}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <RadioGroup id={id('owner')} legend={T.ownerLegend} options={YES_NO_OPTIONS} error={errors.owner?.message} input={register('owner')} className="lead-form__wide" />
          <RadioGroup
            id={id('contactMethod')}
            legend={T.contactMethodLegend}
            options={CONTACT_METHODS.map((value) => ({ value, label: CONTACT_METHOD_LABELS[value] ?? value }))}
            error={errors.contactMethod?.message}
            input={register('contactMethod')}
            className="lead-form__wide"
          />
          <TextAreaField id={id('comments')} label={T.commentsLabel} fieldClassName="lead-form__wide" error={errors.comments?.message} {...register('comments')} />
          <CheckboxField id={id('contactOptIn')} label={T.contactOptInLabel} error={errors.contactOptIn?.message} input={register('contactOptIn')} className="lead-form__wide" />
        </div>
        <LeadFormFooter
          privacyPolicyUrl={privacyPolicyUrl}
          failure={outcome.kind === 'failure' && T.failure(supportPhone)}
          submit={{ formName: FORM_NAME, sending: isSubmitting, disabled: !complete }}
        />
      </form>
      <aside className="contact-a-dealer__panel" aria-label="Your local specialist" data-testid="contact-a-dealer-panel" data-company-id={dealer.data.companyID}>
        <p>
          {LEAD_UI_TEXT.showingSpecialistsFor} <strong>{search.zip}</strong>
        </p>
        {zipChanger}
        <h3>{dealer.data.name ?? 'Local dealer'}</h3>
        {dealer.data.city ? <p>{[dealer.data.city, dealer.data.state].filter(Boolean).join(', ')}</p> : null}
        {dealer.data.phone1 ? (
          <p>
            <a href={`tel:${dealer.data.phone1.replace(/[^\d+]/g, '')}`} data-track={`${FORM_NAME}: call dealer`}>
              {dealer.data.phone1}
            </a>
          </p>
        ) : null}
      </aside>
    </div>
  )
}
