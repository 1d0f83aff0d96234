import type { CustomerServiceCardBlock } from '@/payload-types'
import { HELP_CARD_DEFAULT_HEADING, helpLineHours } from '@/domain/banners/helpLine'
import { telHref } from '@/domain/address/telHref'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'

type Props = CustomerServiceCardBlock & { id?: string | null }

export async function CustomerServiceCardComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  return siteSettings ? <CustomerServiceCardView {...props} siteSettings={siteSettings} /> : null
}

/** The card for given site settings (rendered by the tests without a database). */
export function CustomerServiceCardView({ id, heading, text, hours, siteSettings }: Props & { siteSettings: Pick<SiteSettings, 'supportPhone'> }) {
  const headingId = id ? `help-card-${id}` : undefined
  const phone = siteSettings.supportPhone
  return (
    <section className="container help-card-wrap" aria-labelledby={headingId}>
      <div className="help-card" data-testid="customer-service-card">
        <h2 className="help-card__title" id={headingId}>
          {heading?.trim() || HELP_CARD_DEFAULT_HEADING}
        </h2>
        {text ? <p className="help-card__text">{text}</p> : null}
        <p className="help-card__hours">{helpLineHours(hours)}</p>
        <p className="help-card__phone">
          <a href={telHref(phone)} data-track="Customer service card: call">
            {phone}
          </a>
        </p>
      </div>
    </section>
  )
}
