'use client'

import dynamic from 'next/dynamic'
import { useEffect, useEffectEvent } from 'react'
import { Modal } from '@/components/ui/Modal'
import { Spinner } from '@/components/ui/Spinner'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { LEAD_FORM_NAMES, LEAD_SOURCES } from '@/domain/leads/leadNames'
import { LEAD_UI_TEXT } from '@/domain/leads/messages'
import { trackDealerForm } from '@/lib/analytics'

// The form (react-hook-form, zod, the phone library) loads when the modal first opens, not with the page.
const ContactDealerForm = dynamic(() => import('@/components/forms/ContactDealerForm').then((m) => m.ContactDealerForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the form" />,
})

export interface ContactDealerModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  dealer: Dealer | null
  /** 1-based card position, for analytics. */
  position?: number
  zipcode?: string
  privacyPolicyUrl: string
  supportPhone: string
  /** Default `asa-dealer-contact`. */
  source?: string
  /** Default `CONTACT LOCAL DEALER MODAL`. */
  formName?: string
  comments?: string
  /** Opened from "Book Online": the form asks for a preferred day and time too (reading 52). */
  bookOnline?: boolean
  onSuccess?: (leadId: string, dealer: Dealer) => void
}

/** "Contact your local dealer": the contact form for one dealer, in a modal. */
export function ContactDealerModal({
  open,
  onOpenChange,
  dealer,
  position,
  zipcode,
  privacyPolicyUrl,
  supportPhone,
  source = LEAD_SOURCES.dealerContact,
  formName = LEAD_FORM_NAMES.contactLocalDealerModal,
  comments,
  bookOnline = false,
  onSuccess,
}: ContactDealerModalProps) {
  const companyId = dealer?.data.companyID
  const dealerName = dealer ? dealerDisplayName(dealer) : undefined

  // Reads the latest props, but only an opening (or another dealer) sends the event.
  const trackOpen = useEffectEvent(() => {
    if (dealer) trackDealerForm('dealer_form_open', { form_id: formName, card_position: position, dealer_name: dealerName, dealer_id: companyId, zipcode })
  })
  useEffect(() => {
    if (open) trackOpen()
  }, [open, companyId])

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={LEAD_UI_TEXT.contactModalTitle}
      description={dealerName ? `Send your request to ${dealerName}.` : undefined}
      testId="contact-dealer-modal"
    >
      {dealer ? (
        <ContactDealerForm
          key={companyId}
          companyId={companyId}
          source={source}
          formName={formName}
          comments={comments}
          privacyPolicyUrl={privacyPolicyUrl}
          supportPhone={supportPhone}
          cardPosition={position}
          dealerName={dealerName}
          zipcode={zipcode}
          bookOnline={bookOnline}
          onSuccess={(leadId) => onSuccess?.(leadId, dealer)}
        />
      ) : null}
    </Modal>
  )
}
