'use client'

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useFormEvents } from '@/components/forms/useFormEvents'
import { useHydratedAttribute } from '@/components/ui/hydration'
import { LEAD_FORM_NAMES } from '@/domain/leads/leadNames'

/** Spec section 9: the thank-you card shows for 5000 ms. */
export const THANK_YOU_MS = 5000

// Step 2 (react-hook-form, zod, the lead schemas and the phone library) is its own chunk, fetched once
// the visitor starts using the form (focus, pointer or touch on it), so the page's first load carries
// only step 1.
let step2: Promise<typeof import('./Form.client')> | null = null
const loadStep2 = () => (step2 ??= import('./Form.client'))
const HomeContactStep2 = lazy(() => loadStep2().then((m) => ({ default: m.HomeContactStep2 })))

export type HomeContactTopicOption = { value: string; label: string }

export interface HomeContactFormClientProps {
  /** Set on a dealer's page: the lead goes to that dealer; otherwise to the brand. */
  companyId?: number
  dealerName?: string
  privacyPolicyUrl: string
  supportPhone: string
  topics: readonly HomeContactTopicOption[]
  /** Texts of the steps around the form (PAGE_FORM_TEXT), passed in so this chunk carries no message tables. */
  texts: { step1: string; legend: string; thanks: string; reset: string; loading: string }
}

/** Step 1: pick a topic (choosing moves on); step 2: contact and address; then 5 s of thanks and back to step 1, empty. */
export function HomeContactFormClient({ companyId, dealerName, privacyPolicyUrl, supportPhone, topics, texts }: HomeContactFormClientProps) {
  const hydrated = useHydratedAttribute()
  const uid = useId()
  const [topic, setTopic] = useState<HomeContactTopicOption | null>(null)
  const [thanks, setThanks] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // The visitor changed step, so focus follows to the new step (not on first render).
  const [moved, setMoved] = useState(false)
  const stepOne = useRef<HTMLSpanElement>(null)
  const thanksHeading = useRef<HTMLHeadingElement>(null)
  const { markStarted } = useFormEvents({ form_id: LEAD_FORM_NAMES.homeContactForm, dealer_name: dealerName, dealer_id: companyId })

  function startUsing() {
    void loadStep2()
    markStarted()
  }

  // Focus follows the visitor to step 1 or to the thank-you card (step 2 focuses its own heading).
  useEffect(() => {
    if (moved && topic === null) (thanks ? thanksHeading : stepOne).current?.focus()
  }, [topic, thanks, moved])

  // Spec section 9: the thank-you card for 5000 ms, then step 1, empty (readings 15).
  useEffect(() => {
    if (!thanks) return
    const timer = window.setTimeout(() => {
      setThanks(false)
      setAnnouncement(texts.reset)
    }, THANK_YOU_MS)
    return () => window.clearTimeout(timer)
  }, [thanks, texts.reset])

  return (
    <div className="home-contact__body" onFocus={startUsing} onPointerEnter={() => void loadStep2()} onTouchStart={startUsing} {...hydrated}>
      {thanks ? (
        <div className="home-contact__thanks" data-testid="home-contact-thanks">
          <h3 ref={thanksHeading} tabIndex={-1} className="lead-form__title">
            {texts.thanks}
          </h3>
        </div>
      ) : topic === null ? (
        <fieldset className="home-contact__topics">
          <legend>
            <span className="lead-form__step" ref={stepOne} tabIndex={-1}>
              {texts.step1}
            </span>{' '}
            {texts.legend}
          </legend>
          <div className="home-contact__topic-list">
            {topics.map((option) => (
              <button
                key={option.value}
                type="button"
                className="btn btn--bg-white btn--radius-full btn--width-full"
                data-track={`${LEAD_FORM_NAMES.homeContactForm}: ${option.label}`}
                onClick={() => {
                  startUsing()
                  setMoved(true)
                  setAnnouncement('')
                  setTopic(option)
                }}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <Suspense fallback={<p className="home-contact__loading">{texts.loading}</p>}>
          <HomeContactStep2
            id={uid}
            topic={topic}
            companyId={companyId}
            dealerName={dealerName}
            privacyPolicyUrl={privacyPolicyUrl}
            supportPhone={supportPhone}
            onBack={() => {
              setMoved(true)
              setTopic(null)
            }}
            onSuccess={() => {
              setMoved(true)
              setAnnouncement('')
              setTopic(null)
              setThanks(true)
            }}
          />
        </Suspense>
      )}
      {/* Present from the start so screen readers announce what appears in it (readings 15). */}
      <p className="visually-hidden" role="status" data-testid="home-contact-status">
        {thanks ? texts.thanks : announcement}
      </p>
    </div>
  )
}
