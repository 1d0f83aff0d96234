'use client'

import { useState } from 'react'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { ContactDealerModal } from './ContactDealerModal'
import { ReviewsModal } from './ReviewsModal'

interface ModalsState {
  contact: { dealer: Dealer; position: number } | null
  contactOpen: boolean
  reviews: Dealer | null
  reviewsOpen: boolean
}

const closed: ModalsState = { contact: null, contactOpen: false, reviews: null, reviewsOpen: false }

/**
 * The contact and reviews modals of a dealer list (locator and home carousel). The dealer stays
 * set after closing so the closing dialog keeps its content.
 */
export function useDealerModals() {
  const [state, setState] = useState<ModalsState>(closed)
  return {
    state,
    setState,
    /** Card handlers: pass to DealerCard / DealerGrid. */
    handlers: {
      onContact: (dealer: Dealer, position: number) => setState((s) => ({ ...s, contact: { dealer, position }, contactOpen: true })),
      onShowReviews: (dealer: Dealer) => setState((s) => ({ ...s, reviews: dealer, reviewsOpen: true })),
    },
  }
}

export type DealerModalsController = ReturnType<typeof useDealerModals>

export function DealerModals({
  modals,
  zipcode,
  privacyPolicyUrl,
  supportPhone,
  bookOnline,
}: {
  modals: DealerModalsController
  zipcode?: string
  privacyPolicyUrl: string
  supportPhone: string
  /** The cards' button reads "Book Online": the form also asks for a preferred day and time (reading 52). */
  bookOnline: boolean
}) {
  const { state, setState } = modals
  return (
    <>
      <ContactDealerModal
        open={state.contactOpen}
        onOpenChange={(open) => setState((s) => ({ ...s, contactOpen: open }))}
        dealer={state.contact?.dealer ?? null}
        position={state.contact?.position}
        zipcode={zipcode}
        privacyPolicyUrl={privacyPolicyUrl}
        supportPhone={supportPhone}
        bookOnline={bookOnline}
      />
      <ReviewsModal dealer={state.reviews} open={state.reviewsOpen} onOpenChange={(open) => setState((s) => ({ ...s, reviewsOpen: open }))} />
    </>
  )
}
