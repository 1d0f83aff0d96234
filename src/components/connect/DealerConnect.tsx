'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { DealerCardOptions } from '@/components/dealers/DealerCard'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import type { SearchOrigin } from '@/domain/dealers/distance'
import { Spinner } from '@/components/ui/Spinner'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { isDealerLookupPostalCode } from '@/domain/geo/postalCode'
import { LEAD_FORM_NAMES } from '@/domain/leads/leadNames'
import { connectNoDealersMessage, OUTCOME_MESSAGES } from '@/domain/leads/messages'
import type { UserProfile } from '@/domain/leads/userProfile'
import { trackDealerForm } from '@/lib/analytics'
import { searchDealers, submitLead } from '@/lib/dealersClient'
import {
  loadSessionPostalCode,
  loadUserProfile,
  recordDealerContacted,
  recordLeadId,
  recordProfileFields,
  saveSessionPostalCode,
  serverSystemRecOtherDealersSnapshot,
  serverUserProfileSnapshot,
  subscribeUserProfile,
  systemRecOtherDealersSnapshot,
  userProfileSnapshot,
} from '@/lib/userProfileStore'
import {
  additionalDealerLeadBody,
  dealerChoiceDetails,
  dealerIdOf,
  isDealerConnected,
  modalLeadBody,
  moreDealers,
  nearestFirst,
  profileLeadFields,
  selectedDealer,
} from './connectFlow'
import { DealerConnectModal } from './DealerConnectModal'
import './connect.css'

// Congrats (the dealer cards and the carousel library) is shown after a request: its code loads when the
// visitor reaches for the call to action (or when a restored session shows it), not with the page. The
// panel focuses its heading.
const loadCongrats = () => import('./CongratsPanel')
const CongratsPanel = dynamic(() => loadCongrats().then((m) => m.CongratsPanel), { loading: () => <Spinner label="Loading" /> })

export interface DealerConnectProps {
  /** The zip the dealers are looked up for (the block's searched or stored zip). */
  zip: string
  brandCode: string
  privacyPolicyUrl: string
  heading?: string | null
  text?: string | null
  buttonText?: string | null
}

const CARD_OPTIONS: DealerCardOptions = { infoMode: false, leasedNumbers: false, primaryActionLabel: 'Contact Dealer' }
const FORM_ID = LEAD_FORM_NAMES.contactLocalDealerModal

interface FoundDealers {
  dealers: Dealer[]
  origin?: SearchOrigin
}

/** The zip's dealers, nearest first (reading 50), and the searched place their distances are measured from. */
async function dealersFor(zip: string, brandCode: string, signal?: AbortSignal): Promise<FoundDealers> {
  if (!isDealerLookupPostalCode(zip)) return { dealers: [] }
  const result = await searchDealers({ zipcode: zip.trim(), brand: brandCode, infoMode: false, signal })
  if (result.dealers.length === 0 && !signal?.aborted) console.warn(`No dealers found for ${zip} in the connect flow`)
  const origin = result.response?.origin
  return { dealers: nearestFirst(result.dealers, origin), origin }
}

/**
 * Dealer connect flow (spec section 4): a call to action opens "Who are we helping today?"; the submit goes to the
 * selected dealer (the first found for the zip unless the user chose one), then Congrats shows that dealer and
 * a carousel of the others, each with its own consent and "Connect with Dealer".
 */
export function DealerConnect({ zip, brandCode, privacyPolicyUrl, heading, text, buttonText }: DealerConnectProps) {
  const pickerId = useId()
  const [dealers, setDealers] = useState<Dealer[]>([])
  const [origin, setOrigin] = useState<SearchOrigin | undefined>()
  const [dealersZip, setDealersZip] = useState('')
  // The zip whose lookup answered with no dealers: the modal says so before the form.
  const [emptyZip, setEmptyZip] = useState('')
  const [chosenId, setChosenId] = useState<number | undefined>()
  const [open, setOpen] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [formError, setFormError] = useState<string | undefined>()
  const [phase, setPhase] = useState<'cta' | 'congrats'>('cta')
  const [featuredId, setFeaturedId] = useState<number | undefined>()
  const [confirmation, setConfirmation] = useState<{ reference: string; contactWindow?: string } | undefined>()
  // The session's profile: empty on the server and while hydrating, then what this tab stored.
  const profile = useSyncExternalStore(subscribeUserProfile, userProfileSnapshot, serverUserProfileSnapshot)
  const systemRec = useSyncExternalStore(subscribeUserProfile, systemRecOtherDealersSnapshot, serverSystemRecOtherDealersSnapshot)
  const lastFields = useRef<DealerLeadFields | undefined>(undefined)
  const started = useRef(false)

  // Restore: after a lead in this session the block shows Congrats again, with the Connected states.
  useEffect(() => {
    const stored = loadUserProfile()
    const postalCode = loadSessionPostalCode()
    if (stored.dealersContacted.length === 0 || !postalCode) return
    const controller = new AbortController()
    void dealersFor(postalCode, brandCode, controller.signal).then(({ dealers: found, origin: place }) => {
      if (controller.signal.aborted) return
      setDealers(found)
      setOrigin(place)
      setDealersZip(postalCode)
      const featured = stored.dealersContacted.find((id) => found.some((d) => dealerIdOf(d) === id))
      setFeaturedId(featured ?? stored.dealersContacted[0])
      setPhase('congrats')
    })
    return () => controller.abort()
  }, [brandCode])

  // The zip's dealers (for the modal's picker) and the Congrats code load once the visitor reaches for
  // the call to action (points at it, focuses it or opens the modal), not with the page; a new zip
  // (before a lead) loads its own dealers, and the selection falls back to the first one.
  const [engaged, setEngaged] = useState(false)
  const engage = () => {
    setEngaged(true)
    void loadCongrats()
  }
  useEffect(() => {
    if (!engaged || phase !== 'cta' || !zip || zip === dealersZip || !isDealerLookupPostalCode(zip)) return
    const controller = new AbortController()
    void dealersFor(zip, brandCode, controller.signal).then(({ dealers: found, origin: place }) => {
      if (controller.signal.aborted) return
      // Spec: no dealers for a zip leaves the selection unchanged.
      if (found.length === 0) {
        setEmptyZip(zip)
        return
      }
      setDealers(found)
      setOrigin(place)
      setDealersZip(zip)
    })
    return () => controller.abort()
  }, [engaged, zip, dealersZip, brandCode, phase])

  const selected = selectedDealer(dealers, chosenId)

  const isConnected = useCallback(
    (dealerId: number | undefined) => isDealerConnected(dealerId, profile.dealersContacted, systemRec),
    [profile.dealersContacted, systemRec],
  )

  function openModal() {
    engage()
    setFormError(undefined)
    setOpen(true)
    trackDealerForm('dealer_form_open', { form_id: FORM_ID, dealer_id: selected ? dealerIdOf(selected) : undefined, zipcode: zip })
  }

  async function onSubmit(fields: DealerLeadFields) {
    setSubmitted(true)
    setFormError(undefined)
    try {
      await send(fields)
    } catch (error) {
      // Spec: a thrown form error is logged (by the form) and resets the submitted flag.
      setSubmitted(false)
      throw error
    }
  }

  async function send(fields: DealerLeadFields) {
    let list = dealers
    let target = selected
    let usedZip = dealersZip
    if (!target && fields.zip !== dealersZip) {
      // No dealers for the block's zip yet: the homeowner's own zip may find some.
      const found = await dealersFor(fields.zip, brandCode)
      list = found.dealers
      if (list.length > 0) {
        setDealers(list)
        setOrigin(found.origin)
        setDealersZip(fields.zip)
        usedZip = fields.zip
        target = selectedDealer(list, chosenId)
      }
    }
    const companyId = target ? dealerIdOf(target) : undefined
    if (!target || companyId === undefined) {
      setSubmitted(false)
      setFormError(OUTCOME_MESSAGES.noDealerSelected)
      return
    }
    lastFields.current = fields
    recordProfileFields({ ...fields })
    recordDealerContacted(companyId)
    saveSessionPostalCode(usedZip || fields.zip)
    const result = await submitLead(modalLeadBody(fields, companyId, { privacyPolicyUrl, pageUrl: window.location.href }))
    if (result.ok) {
      recordLeadId(result.id)
      setConfirmation({ reference: result.id, contactWindow: result.contactWindow })
      trackDealerForm('dealer_form_success', {
        form_id: FORM_ID,
        dealer_id: companyId,
        dealer_name: dealerDisplayName(target),
        zipcode: fields.zip,
      })
    } else {
      // Treated as done (spec section 4): the modal closes and no lead id is stored.
      console.error('Connect lead was not accepted', result.status, result.error)
    }
    setFeaturedId(companyId)
    setOpen(false)
    setPhase('congrats')
  }

  async function connectAnother(dealer: Dealer) {
    const companyId = dealerIdOf(dealer)
    const fields = profileLeadFields(loadUserProfile()) ?? lastFields.current
    if (companyId === undefined || !fields) {
      console.warn('Cannot connect another dealer: no dealer id or no contact details in the profile')
      return
    }
    recordDealerContacted(companyId)
    const result = await submitLead(additionalDealerLeadBody(fields, dealer, { privacyPolicyUrl, pageUrl: window.location.href }))
    if (result.ok) {
      recordLeadId(result.id)
      trackDealerForm('dealer_form_success', {
        form_id: FORM_ID,
        dealer_id: companyId,
        dealer_name: dealerDisplayName(dealer),
        zipcode: fields.zip,
      })
    } else {
      console.error('Additional dealer lead was not accepted', result.status, result.error)
    }
  }

  if (phase === 'congrats') {
    const featured = dealers.find((d) => dealerIdOf(d) === featuredId)
    return (
      <CongratsPanel
        featured={featured}
        others={moreDealers(dealers, featuredId)}
        options={CARD_OPTIONS}
        privacyPolicyUrl={privacyPolicyUrl}
        isConnected={isConnected}
        onConnect={(d) => void connectAnother(d)}
        confirmation={confirmation}
      />
    )
  }

  return (
    <div className="connect__cta" data-testid="dealer-connect-cta">
      {heading ? <h3 className="connect__cta-title">{heading}</h3> : null}
      {text ? <p className="connect__cta-text">{text}</p> : null}
      <button type="button" className="btn btn--bg-baby-blue btn--radius-full" onClick={openModal} onPointerEnter={engage} onFocus={engage}>
        {buttonText || 'Contact a local dealer'}
      </button>
      <DealerConnectModal
        open={open}
        onOpenChange={setOpen}
        submitted={submitted}
        privacyPolicyUrl={privacyPolicyUrl}
        initial={{ ...profileFieldsOf(profile), zip: profile.zip || zip }}
        formError={formError}
        onFocusFirst={() => {
          if (started.current) return
          started.current = true
          trackDealerForm('dealer_form_start', { form_id: FORM_ID, zipcode: zip })
        }}
        onSubmit={onSubmit}
        dealerPicker={
          dealers.length > 1 ? (
            // A radio group, nearest first and preselected: the homeowner chooses on distance and rating, not a name alone.
            <fieldset className="connect__picker" data-testid="connect-dealer-picker">
              <legend className="form-field__label">Dealer (nearest first)</legend>
              <div className="connect__choices">
                {dealers.map((d) => {
                  const id = dealerIdOf(d)
                  if (id === undefined) return null
                  const optionId = `${pickerId}-${id}`
                  return (
                    <label key={id} htmlFor={optionId} className="connect__choice" data-testid="connect-dealer-choice">
                      <input
                        id={optionId}
                        type="radio"
                        name={pickerId}
                        value={String(id)}
                        checked={selected !== undefined && dealerIdOf(selected) === id}
                        onChange={() => setChosenId(id)}
                      />
                      <span className="connect__choice-text">
                        <span className="connect__choice-name">{dealerDisplayName(d)}</span>
                        <span className="connect__choice-details">{dealerChoiceDetails(d, origin)}</span>
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ) : selected ? (
            <p className="connect__dealer-line" data-testid="connect-selected-dealer">
              Your request goes to <strong>{dealerDisplayName(selected)}</strong>.
            </p>
          ) : emptyZip && emptyZip === zip ? (
            <p className="connect__dealer-line" role="status" data-testid="connect-no-dealers">
              {connectNoDealersMessage(zip)}
            </p>
          ) : null
        }
      />
    </div>
  )
}

function profileFieldsOf(profile: UserProfile): Partial<DealerLeadFields> {
  const { firstName, lastName, email, phone, addressLine1, city, state } = profile
  return { firstName, lastName, email, phone, addressLine1, city, state }
}
