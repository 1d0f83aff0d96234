'use client'

import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { Modal } from '@/components/ui/Modal'
import { Spinner } from '@/components/ui/Spinner'
import { StarRating } from '@/components/ui/StarRating'
import type { Dealer, Review } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName, LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'
import { fetchReviewsPage } from '@/lib/dealersClient'
import './dealers.css'

export interface ReviewsModalProps {
  dealer: Dealer | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

interface ReviewsState {
  reviews: Review[]
  page: number
  total: number
  loading: boolean
  error: boolean
}

const INITIAL: ReviewsState = { reviews: [], page: 0, total: 0, loading: false, error: false }

function formatDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00Z`)
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** Fetches one page of reviews into the list's state (page 1 replaces, later pages append). */
async function loadPage(companyId: number, page: number, signal: AbortSignal, setState: Dispatch<SetStateAction<ReviewsState>>) {
  try {
    const result = await fetchReviewsPage(companyId, page, signal)
    setState((s) => ({
      reviews: page === 1 ? result.reviews : [...s.reviews, ...result.reviews],
      page: result.page,
      total: result.total,
      loading: false,
      error: false,
    }))
  } catch (error) {
    if (signal.aborted) return
    console.error(LOCATOR_MESSAGES.reviewsError, error)
    setState((s) => ({ ...s, loading: false, error: true }))
  }
}

/** "{Dealer name} Reviews": 10 a page, See More appends the next page while fewer than the total are loaded. */
export function ReviewsModal({ dealer, open, onOpenChange }: ReviewsModalProps) {
  const name = dealer ? dealerDisplayName(dealer) : ''
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`${name} Reviews`} className="modal--wide" testId="reviews-modal">
      {/* The dialog mounts its content only while open: each opening (or dealer) starts from page 1. */}
      {dealer ? <DealerReviews key={dealer.data.companyID} dealer={dealer} /> : null}
    </Modal>
  )
}

function DealerReviews({ dealer }: { dealer: Dealer }) {
  const companyId = dealer.data.companyID
  const [state, setState] = useState<ReviewsState>({ ...INITIAL, loading: Boolean(companyId) })
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!companyId) return
    const controller = new AbortController()
    abort.current = controller
    void loadPage(companyId, 1, controller.signal, setState)
    return () => abort.current?.abort()
  }, [companyId])

  function loadMore() {
    if (!companyId) return
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState((s) => ({ ...s, loading: true, error: false }))
    void loadPage(companyId, state.page + 1, controller.signal, setState)
  }

  const canLoadMore = state.reviews.length < state.total && !state.loading && !state.error

  return (
    <div className="reviews">
      <StarRating rating={dealer.metaData.average_rating} reviewCount={dealer.metaData.total_review_count} />
      <ol className="reviews__list" aria-label="Reviews" aria-busy={state.loading}>
        {state.reviews.map((review, i) => (
          <li key={`${review.date}-${review.author_name}-${i}`} className="reviews__item" data-testid="review">
            <p className="reviews__meta">
              <strong>{review.author_name}</strong> <span className="reviews__date">{formatDate(review.date)}</span>
            </p>
            <StarRating rating={review.rating} />
            <p className="reviews__text">{review.text}</p>
            {review.owner_response ? (
              <div className="reviews__response">
                <p className="reviews__response-title">
                  Response from the owner
                  {review.owner_response_date ? ` (${formatDate(review.owner_response_date)})` : ''}
                </p>
                <p>{review.owner_response}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {state.loading ? <Spinner label="Loading reviews" /> : null}
      {state.error ? (
        <p className="field-error" role="alert">
          {LOCATOR_MESSAGES.reviewsError}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {state.total ? `Showing ${state.reviews.length} of ${state.total} reviews` : ''}
      </p>
      {canLoadMore ? (
        <button type="button" className="btn btn--bg-white btn--radius-full btn--width-fit" onClick={loadMore}>
          See More
        </button>
      ) : null}
    </div>
  )
}
