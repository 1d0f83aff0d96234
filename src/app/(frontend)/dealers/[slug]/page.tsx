import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { DealerLeadForm } from '@/components/forms/DealerLeadForm'
import { DealerAddressLines } from '@/components/dealers/DealerAddressLines'
import { DealerBadges } from '@/components/dealers/DealerBadges'
import { DealerProfileActions } from '@/components/dealers/DealerProfileActions'
import { RefrigerantTooltip } from '@/components/dealers/RefrigerantTooltip'
import '@/components/dealers/dealers.css'
import { StarRating } from '@/components/ui/StarRating'
import { BRAND_IMAGES } from '@/blocks/sampleMedia'
import { isCustomerCareDealer } from '@/domain/dealers/cardLabels'
import { companyIdFromSlug, dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { localBusinessJsonLd } from '@/domain/dealers/dealerProfile'
import { serializeJsonLd } from '@/domain/site/structuredData'
import { telHref } from '@/domain/address/telHref'
import { weekHoursRows } from '@/domain/dealers/dealerHours'
import { shouldShowRating } from '@/domain/dealers/starRating'
import { LEAD_FORM_NAMES } from '@/domain/leads/leadNames'
import { loadEnv } from '@/lib/env'
import { dealerReviewsPage } from '@/server/dealers/dealerReviews'
import { readDealer } from '@/server/dealers/findDealers'
import { payloadClient } from '@/server/payload'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import './profile.css'

type Args = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from the cache and refreshed every 5 minutes.
export const revalidate = 300
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/** Ours: the lead source variant of the profile page's form (the spec allows asa-dealer-contact variants). */
export const PROFILE_LEAD_SOURCE = 'asa-dealer-contact-profile'
const PROFILE_REVIEWS_SHOWN = 3

const loadDealer = cache(async (slug: string) => {
  const companyID = companyIdFromSlug(slug)
  if (companyID === undefined) return undefined
  return readDealer(await payloadClient(), companyID)
})

function formatDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00Z`)
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const dealer = await loadDealer(slug)
  if (!dealer) return { title: 'Dealer not found' }
  const name = dealerDisplayName(dealer)
  const where = [dealer.data.city, dealer.data.state].filter(Boolean).join(', ')
  return {
    title: `${name} | Heating and cooling dealer in ${where}`,
    description: `${name} installs and services heating and cooling systems in ${where}. Call, read reviews or request a visit.`,
    alternates: { canonical: dealerProfilePath(dealer.data) },
  }
}

/** The request form's anchor, for the jump links. */
const REQUEST_FORM_ID = 'request-a-visit'

export default async function DealerProfilePage({ params }: Args) {
  const { slug } = await params
  const dealer = await loadDealer(slug)
  if (!dealer) notFound()
  const canonical = dealerSlug(dealer.data)
  if (!canonical) notFound()
  // The company ID matched but the name or place changed: send visitors to the current address.
  if (canonical !== slug) permanentRedirect(dealerProfilePath(dealer.data))

  const [settings, payload] = await Promise.all([getSiteSettings(), payloadClient()])
  const d = dealer.data
  const name = dealerDisplayName(dealer)
  const hasRating = shouldShowRating(dealer.metaData.total_review_count, settings.infoMode)
  const reviews = hasRating && d.companyID ? await dealerReviewsPage(payload, d.companyID, 1, PROFILE_REVIEWS_SHOWN) : undefined
  const hours = weekHoursRows(d.dealerInfo?.data?.weekHours)
  const jsonLd = localBusinessJsonLd(dealer, loadEnv().SITE_URL)

  return (
    <article className="dealer-profile container" aria-labelledby="dealer-profile-name" data-track-area="Dealer profile">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <nav aria-label="Breadcrumb" className="dealer-profile__crumbs">
        <a href="/find-a-dealer/">Find a dealer</a> <span aria-hidden="true">/</span> <span aria-current="page">{name}</span>
      </nav>
      <header className="dealer-profile__header">
        {isCustomerCareDealer(d.dealerType) ? <p className="dealer-profile__banner">Customer Care Dealer</p> : null}
        <h1 id="dealer-profile-name" className="dealer-profile__name">
          {name}
        </h1>
        {hasRating ? (
          <StarRating rating={dealer.metaData.average_rating} reviewCount={dealer.metaData.total_review_count} />
        ) : null}
        <DealerBadges data={d} />
        {/* A dealer has no photo of its own in the data: the brand's technician drawing (docs/images.md). */}
        <Image className="dealer-profile__photo" src={BRAND_IMAGES.technician.url} alt={BRAND_IMAGES.technician.alt} width={BRAND_IMAGES.technician.width} height={BRAND_IMAGES.technician.height} sizes="(min-width: 640px) 224px, 112px" />
        {/* Issue 42: the request is the page's main action; on a phone the form is far down, so the top jumps to it. */}
        <p className="dealer-profile__cta">
          <a className="btn btn--bg-baby-blue btn--radius-full" href={`#${REQUEST_FORM_ID}`} data-track="Dealer profile: request a visit (top)">
            Request a visit
          </a>
        </p>
      </header>

      <div className="dealer-profile__layout">
        <div className="dealer-profile__main">
          <section aria-labelledby="dealer-profile-contact">
            <h2 id="dealer-profile-contact">Contact</h2>
            <address className="dealer-profile__address">
              <DealerAddressLines dealer={dealer} />
              {d.phone1 ? (
                <>
                  <br />
                  Phone:{' '}
                  <a href={telHref(d.phone1)} data-track="Dealer profile: call">
                    {d.phone1}
                  </a>
                </>
              ) : null}
            </address>
            <DealerProfileActions dealer={dealer} callNowPages={settings.callNowPages} showReviews={hasRating} />
            <p className="dealer-card__refrigerant">
              Next-generation refrigerant ready
              <RefrigerantTooltip />
            </p>
          </section>

          {hours.length ? (
            <section aria-labelledby="dealer-profile-hours">
              <h2 id="dealer-profile-hours">Hours</h2>
              <table className="dealer-profile__hours">
                <tbody>
                  {hours.map((row) => (
                    <tr key={row.day}>
                      <th scope="row">{row.day}</th>
                      <td>{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}

          {reviews && reviews.reviews.length ? (
            <section aria-labelledby="dealer-profile-reviews">
              <h2 id="dealer-profile-reviews">Recent reviews</h2>
              <ul className="reviews__list">
                {reviews.reviews.map((review, i) => (
                  <li key={`${review.date}-${i}`} className="reviews__item">
                    <p className="reviews__meta">
                      <strong>{review.author_name}</strong> <span className="reviews__date">{formatDate(review.date)}</span>
                    </p>
                    <StarRating rating={review.rating} />
                    <p className="reviews__text">{review.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="dealer-profile__form" id={REQUEST_FORM_ID} tabIndex={-1} aria-label={`Contact ${name}`}>
          <DealerLeadForm
            title={`Request a visit from ${name}`}
            companyId={d.companyID}
            formName={LEAD_FORM_NAMES.dealerLeadForm}
            source={PROFILE_LEAD_SOURCE}
            dealerName={name}
            privacyPolicyUrl={settings.privacyPolicyUrl}
            supportPhone={settings.supportPhone}
            brandName={settings.brandName}
          />
        </aside>
      </div>
      {/* Below 1024 px the request stays in reach at the bottom of the screen (profile.css). */}
      <div className="dealer-profile__sticky">
        <a className="btn btn--bg-baby-blue btn--radius-full btn--width-full" href={`#${REQUEST_FORM_ID}`} data-track="Dealer profile: request a visit (sticky)">
          Request a visit
        </a>
      </div>
    </article>
  )
}
