'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import { LEAD_FORM_NAMES } from '@/domain/leads/leadNames'
import type { DealerLeadFormInput } from '@/domain/leads/leadSchemas'
import { CONTACT_BLOCK_TEXT, leadNextStepMessage, leadSubmitFailureMessage, OUTCOME_MESSAGES } from '@/domain/leads/messages'
import { AddressFields } from './AddressFields'
import { TextField } from './fields'
import { lazyZodResolver } from './lazyZodResolver'
import { LeadFormFooter } from './LeadFormFooter'
import { canSendDealerLead, useDealerLeadForm, type DealerLeadFormContext } from './useDealerLeadForm'
import './forms.css'

type Step1Output = Pick<DealerLeadFields, 'firstName' | 'lastName' | 'email' | 'phone'>
type Step2Output = Pick<DealerLeadFields, 'addressLine1' | 'city' | 'state' | 'zip'>
export type DealerLeadStepSchemas = { step1: z.ZodType<Step1Output, Record<string, unknown>>; step2: z.ZodType<Step2Output, Record<string, unknown>> }

/** The dealer lead form's two steps (the default of `loadSchemas`). */
export const dealerLeadFormSchemas = () =>
  import('@/domain/leads/leadSchemas').then(
    (m): DealerLeadStepSchemas => ({ step1: m.dealerLeadFormStep1Schema as unknown as DealerLeadStepSchemas['step1'], step2: m.dealerLeadFormStep2Schema as unknown as DealerLeadStepSchemas['step2'] }),
  )

export interface DealerLeadFormProps extends Omit<DealerLeadFormContext, 'formName'> {
  /** Default DEALER_LEAD_FORM. */
  formName?: string
  /**
   * The two steps' schemas, fetched when the visitor starts using the form (with zod, the lead field
   * rules and the phone library), not with the page. Default: the dealer lead form's.
   */
  loadSchemas?: () => Promise<DealerLeadStepSchemas>
  supportPhone: string
  brandName: string
  /** Replaces the default thank-you node. */
  thankYou?: React.ReactNode
  onSuccess?: (leadId: string) => void
  title?: string
  /** Labels (default English); the French contact-a-dealer block passes CONTACT_BLOCK_TEXT.fr with `language: 'fr'`. */
  text?: (typeof CONTACT_BLOCK_TEXT)[keyof typeof CONTACT_BLOCK_TEXT]
  /** Replaces the default failure text (which names the support phone). */
  failureText?: string
}

/**
 * The standalone two-step dealer lead form (DEALER_LEAD_FORM): step 1 first name, last name,
 * email, phone; Next; step 2 address, city, state, zip and consent; Back returns; Submit shows
 * a thank-you node. Submit is disabled when no company id is available.
 */
export function DealerLeadForm({
  formName = LEAD_FORM_NAMES.dealerLeadForm,
  loadSchemas = dealerLeadFormSchemas,
  supportPhone,
  brandName,
  thankYou,
  onSuccess,
  title,
  text = CONTACT_BLOCK_TEXT.en,
  failureText,
  ...context
}: DealerLeadFormProps) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  // `moved`: the visitor changed step, so focus follows to the step's heading (not on first render).
  const [{ step, moved }, setStepState] = useState<{ step: 1 | 2; moved: boolean }>({ step: 1, moved: false })
  const goToStep = (next: 1 | 2) => setStepState({ step: next, moved: true })
  const stepHeading = useRef<HTMLHeadingElement>(null)
  // Each step validates with its own schema; values of both steps stay in one form. useForm takes
  // the resolver of each render, so it always has the current step's. The schemas (and the resolver
  // library) come on first use: focus or pointer on the form, or the first check.
  const steps = useMemo(
    () => ({
      1: lazyZodResolver<Record<string, unknown>, Step1Output>(() => loadSchemas().then((schemas) => schemas.step1)),
      2: lazyZodResolver<Record<string, unknown>, Step2Output>(() => loadSchemas().then((schemas) => schemas.step2)),
    }),
    [loadSchemas],
  )
  const prefetch = () => {
    steps[1].prefetch()
    steps[2].prefetch()
  }
  const resolver = steps[step] as unknown as Resolver<DealerLeadFormInput>

  const {
    outcome,
    submitDealerLead,
    markStarted,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useDealerLeadForm({ ...context, formName }, resolver, onSuccess)

  useEffect(() => {
    if (moved) stepHeading.current?.focus()
  }, [step, moved])

  if (outcome.kind === 'success') {
    return (
      <div className="lead-form lead-form--done" role="status" data-testid="lead-success">
        {thankYou ?? (
          <>
            <p className="form-success">{OUTCOME_MESSAGES.emailSent}</p>
            <p className="lead-form__next-step">
              {leadNextStepMessage({ dealerNames: context.dealerName ? [context.dealerName] : [], contactWindow: outcome.contactWindow, reference: outcome.leadId, brandName })}
            </p>
          </>
        )}
      </div>
    )
  }

  const onSubmit = handleSubmit(async (values) => {
    // Next is a submit of step 1 (validated by the step-1 schema), so fields revalidate as they change afterwards.
    if (step === 1) {
      goToStep(2)
      return
    }
    const first = (await steps[1].schema()).safeParse(getValues())
    if (!first.success) {
      goToStep(1)
      return
    }
    await submitDealerLead({ ...first.data, ...(values as unknown as Step2Output) })
  })

  return (
    <form className="lead-form lead-form--steps" noValidate onSubmit={onSubmit} onFocus={() => (prefetch(), markStarted())} onPointerEnter={prefetch} onTouchStart={prefetch} aria-labelledby={`${uid}-heading`}>
      <h3 id={`${uid}-heading`} className="lead-form__title">
        {title ?? 'Contact this dealer'}
      </h3>
      <h4 className="lead-form__step" ref={stepHeading} tabIndex={-1}>
        {text.stepOf(step, 2)}
      </h4>
      {step === 1 ? (
        <div className="lead-form__grid">
          <TextField id={id('firstName')} label={text.firstName} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id={id('lastName')} label={text.lastName} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <TextField id={id('email')} label={text.email} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField id={id('phone')} label={text.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
      ) : (
        <div className="lead-form__grid">
          <AddressFields id={id} register={register} setValue={setValue} errors={errors} labels={text} language={context.language} />
        </div>
      )}
      <LeadFormFooter
        privacyPolicyUrl={step === 2 ? context.privacyPolicyUrl : undefined}
        language={context.language}
        failure={outcome.kind === 'failure' && (failureText ?? leadSubmitFailureMessage(supportPhone))}
        submit={step === 2 ? { formName, sending: isSubmitting, disabled: !canSendDealerLead(context), text } : undefined}
      >
        {step === 2 ? (
          <button key="back" type="button" className="btn btn--bg-white btn--radius-full btn--width-fit" data-track={`${formName}: back`} onClick={() => goToStep(1)}>
            {text.back}
          </button>
        ) : (
          // Distinct keys: React must not reuse the Next button's element as the Submit button.
          <button key="next" type="submit" className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" data-track={`${formName}: next`}>
            {text.next}
          </button>
        )}
      </LeadFormFooter>
    </form>
  )
}
