'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { isCallNowPage } from '@/domain/dealers/cardLabels'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DealerPhone } from './DealerCard'
import { ReviewsModal } from './ReviewsModal'

/** Call Now and "Read all reviews" on the dealer profile page. */
export function DealerProfileActions({
  dealer,
  callNowPages,
  showReviews,
}: {
  dealer: Dealer
  callNowPages: string[]
  showReviews: boolean
}) {
  const pathname = usePathname() ?? '/'
  const [reviewsOpen, setReviewsOpen] = useState(false)
  return (
    <div className="dealer-profile__actions">
      <DealerPhone dealer={dealer} leased={isCallNowPage(pathname, callNowPages)} idBase={`profile-${dealer.data.companyID}`} />
      {showReviews ? (
        <>
          <button type="button" className="btn btn--bg-white btn--radius-full btn--width-full" onClick={() => setReviewsOpen(true)}>
            Read all reviews
          </button>
          <ReviewsModal dealer={dealer} open={reviewsOpen} onOpenChange={setReviewsOpen} />
        </>
      ) : null}
    </div>
  )
}
