'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { AddressFields } from '@/components/forms/AddressFields'
import { ConsentNote, TextField } from '@/components/forms/fields'
import { EMPTY_DEALER_LEAD_FIELDS, useDealerLeadSubmit } from '@/components/forms/useDealerLeadSubmit'
import { HOME_CONTACT_TOPICS, LEAD_FORM_NAMES, LEAD_SOURCES, homeContactFormStep2Schema } from '@/domain/leads/leadSchemas'
import { HOME_CONTACT_TOPIC_LABELS, PAGE_FORM_TEXT as T } from '@/domain/leads/messages'
import '@/components/forms/forms.css'
import { useHydratedAttribute } from '@/components/ui/hydration'

/** Spec section 9: the thank-you card shows for 5000 ms. */
export const THANK_YOU_MS = 5000

type Topic = (typeof HOME_CONTACT_TOPICS)[number]

export interface HomeContactFormClientProps {
  /** Set on a dealer's page: the lead goes to that dealer; otherwise to the brand. */
  companyId?: number
  dealerName?: string
  privacyPolicyUrl: string
  supportPhone: string
}

/** Step 1: pick a topic (choosing moves on); step 2: contact and address; then 5 s of thanks and back to step 1, empty. */
export function HomeContactFormClient({ companyId, dealerName, privacyPolicyUrl, supportPhone }: HomeContactFormClientProps) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const [topic, setTopic] = useState<Topic | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The visitor changed step, so focus follows to the new step (not on first render).
  const [moved, setMoved] = useState(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const { outcome, submit, markStarted, reset } = useDealerLeadSubmit({
    companyId,
    dealerName,
    source: companyId ? LEAD_SOURCES.dealerContact : LEAD_SOURCES.homeContact,
    formName: LEAD_FORM_NAMES.homeContactForm,
    privacyPolicyUrl,
    topic: topic ?? undefined,
  })
  const form = useForm({ resolver: zodResolver(homeContactFormStep2Schema), mode: 'onTouched', defaultValues: EMPTY_DEALER_LEAD_FIELDS })
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form

  const thanks = outcome.kind === 'success'

  // Focus follows the visitor to the new step's heading (not on first render).
  useEffect(() => {
    if (moved) stepHeading.current?.focus()
  }, [topic, thanks, moved])

  // Spec section 9: the thank-you card for 5000 ms, then step 1, empty (readings 15).
  useEffect(() => {
    if (!thanks) return
    const timer = window.setTimeout(() => {
      form.reset(EMPTY_DEALER_LEAD_FIELDS)
      reset()
      setTopic(null)
      setAnnouncement(T.homeReset)
    }, THANK_YOU_MS)
    return () => window.clearTimeout(timer)
    // form and reset are stable for the life of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thanks])

  const onSubmit = handleSubmit(async (values) => {
    setMoved(true)
    setAnnouncement('')
    const fieldErrors = await submit(values)
    for (const [name, message] of Object.entries(fieldErrors)) setError(name as keyof typeof values, { message })
  })

  const thanksText = companyId && dealerName ? T.homeThanksDealer(dealerName) : T.homeThanksBrand

  return (
    <div className="home-contact__body" {...hydrated}>
      {thanks ? (
        <div className="home-contact__thanks" data-testid="home-contact-thanks">
          <h3 ref={stepHeading} tabIndex={-1} className="lead-form__title">
            {thanksText}
          </h3>
        </div>
      ) : topic === null ? (
        <fieldset className="home-contact__topics" onFocus={markStarted}>
          <legend>
            <span className="lead-form__step" ref={stepHeading} tabIndex={-1}>
              {T.stepOf(1, 2)}
            </span>{' '}
            {T.homeTopicLegend}
          </legend>
          <div className="home-contact__topic-list">
            {HOME_CONTACT_TOPICS.map((value) => (
              <button
                key={value}
                type="button"
                className="btn btn--bg-white btn--radius-full btn--width-full"
                onClick={() => {
                  setMoved(true)
                  setAnnouncement('')
                  setTopic(value)
                }}
              >
                {HOME_CONTACT_TOPIC_LABELS[value]}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <form className="lead-form" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-step`}>
          <h3 className="lead-form__step" id={`${uid}-step`} ref={stepHeading} tabIndex={-1}>
            {`${T.stepOf(2, 2)}: ${HOME_CONTACT_TOPIC_LABELS[topic]}`}
          </h3>
          <button
            type="button"
            className="home-contact__back"
            onClick={() => {
              setMoved(true)
              setTopic(null)
            }}
          >
            {T.back}
          </button>
          <div className="lead-form__grid">
            <TextField id={id('firstName')} label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
            <TextField id={id('lastName')} label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
            <TextField id={id('email')} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <TextField id={id('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
            <AddressFields id={id} register={register} setValue={setValue} errors={errors} />
          </div>
          <ConsentNote privacyPolicyUrl={privacyPolicyUrl} />
          {outcome.kind === 'failure' ? (
            <p className="field-error lead-form__failure" role="alert">
              {T.failure(supportPhone)}
            </p>
          ) : null}
          <div className="lead-form__buttons">
            <button type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" disabled={isSubmitting}>
              {isSubmitting ? T.sending : T.submit}
            </button>
          </div>
        </form>
      )}
      {/* Present from the start so screen readers announce what appears in it (readings 15). */}
      <p className="visually-hidden" role="status" data-testid="home-contact-status">
        {thanks ? thanksText : announcement}
      </p>
    </div>
  )
}
