import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DealerCard, type DealerCardOptions } from './DealerCard'

const dealer: Dealer = {
  data: {
    companyID: 900123,
    name: 'RIVERBEND HEATING AND AIR OF TEXAS, LLC',
    addressLine1: '120 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    phone1: '(512) 555-0101',
    dealerType: 'CC',
    nateCertified: true,
    emergencyService: true,
  },
  metaData: { dealer_url: '', average_rating: 4.26, total_review_count: 12, priority_ranking: 0 },
  location: { lat: 30.27, lon: -97.74 },
  searchInfo: { kind: 'radius', bucket: 1 },
}

const options: DealerCardOptions = { infoMode: false, leasedNumbers: false, primaryActionLabel: 'Book Online' }
const noop = () => undefined

describe('DealerCard', () => {
  it('shows the title-cased name linking to the profile, the banner, badges, rating and actions', async () => {
    const html = await renderHtml(<DealerCard dealer={dealer} position={1} options={options} onContact={noop} onShowReviews={noop} />)
    expect(html).toContain('<a href="/dealers/riverbend-heating-and-air-of-texas-llc-austin-tx-900123/" data-track="Dealer card: dealer profile">Riverbend Heating and Air of Texas, LLC</a>')
    expect(html).toContain('Customer Care Dealer')
    expect(html).toContain('>24/7 Emergency Service</li>')
    expect(html).toContain('>NATE Certified</li>')
    expect(html).toContain('Rated 4.3 out of 5 stars')
    expect(html).toContain('(12 reviews)')
    expect(html).toContain('>Book Online</button>')
    expect(html).toContain('>Call Now</button>')
    expect(html).toContain('href="/resources/next-generation-refrigerant/"')
  })

  it('hides the rating in info mode or without reviews, and the banner for NON-CC dealers', async () => {
    const info = await renderHtml(<DealerCard dealer={dealer} position={1} options={{ ...options, infoMode: true }} />)
    expect(info).not.toContain('out of 5 stars')
    const nonCc = { ...dealer, data: { ...dealer.data, dealerType: 'NON-CC' }, metaData: { ...dealer.metaData, total_review_count: 0 } }
    const html = await renderHtml(<DealerCard dealer={nonCc} position={1} options={options} />)
    expect(html).not.toContain('out of 5 stars')
    expect(html).not.toContain('Customer Care Dealer')
  })

  it('labels the action by the campaign setting and renders the connect variant', async () => {
    const campaign = await renderHtml(
      <DealerCard dealer={dealer} position={2} options={{ ...options, primaryActionLabel: 'Contact Dealer' }} onContact={noop} />,
    )
    expect(campaign).toContain('>Contact Dealer</button>')
    const connected = await renderHtml(
      <DealerCard dealer={dealer} position={2} options={options} connect={{ connected: true, onConnect: noop }} />,
    )
    // A success line with a check mark, not a disabled button.
    expect(connected).toContain('data-testid="connected-check"')
    expect(connected).toMatch(/<\/svg>Connected<\/p>/)
    expect(connected).not.toContain('disabled')
    const link = await renderHtml(
      <DealerCard dealer={{ ...dealer, data: { ...dealer.data, city: '' } }} position={1} options={options} />,
    )
    expect(link).toContain('href="/404/"')
  })
})
