import { openingHoursSpecification } from './dealerHours'
import type { Dealer } from './dealerSchema'
import { dealerProfilePath } from './dealerSlug'
import { dealerDisplayName } from './locatorView'

/** A dealer's address lines (cards and the profile page) and its schema.org LocalBusiness record. */

/** A dealer with `showAddress: false` keeps its street private; city, state and zip still show. */
function showsStreetAddress(dealer: Pick<Dealer, 'data'>): boolean {
  return dealer.data.showAddress !== false && Boolean(dealer.data.addressLine1)
}

/**
 * The dealer's address as shown on cards, the profile page and in JSON-LD: the street line
 * (null when the dealer keeps it private or has none) and "City, ST 12345".
 */
export function dealerAddressLines(dealer: Pick<Dealer, 'data'>): { street: string | null; locality: string } {
  const d = dealer.data
  return {
    street: showsStreetAddress(dealer) ? [d.addressLine1, d.addressLine2].filter(Boolean).join(', ') : null,
    locality: [d.city, [d.state, d.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  }
}

export function localBusinessJsonLd(dealer: Pick<Dealer, 'data' | 'metaData' | 'location'>, siteUrl: string) {
  const d = dealer.data
  const base = siteUrl.replace(/\/+$/, '')
  const path = dealerProfilePath(d)
  const hours = openingHoursSpecification(d.dealerInfo?.data?.weekHours)
  const reviewCount = dealer.metaData.total_review_count
  const { street } = dealerAddressLines(dealer)
  return {
    '@context': 'https://schema.org',
    '@type': 'HVACBusiness',
    '@id': `${base}${path}#business`,
    name: dealerDisplayName(dealer),
    url: `${base}${path}`,
    ...(d.phone1 ? { telephone: d.phone1 } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(d.city ? { addressLocality: d.city } : {}),
      ...(d.state ? { addressRegion: d.state } : {}),
      ...(d.zipcode ? { postalCode: d.zipcode } : {}),
      ...(d.country ? { addressCountry: d.country } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.location.lat, longitude: dealer.location.lon },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(dealer.metaData.average_rating * 10) / 10,
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}
