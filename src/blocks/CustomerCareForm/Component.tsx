import type { CustomerCareFormBlock } from '@/payload-types'
import { careHours, LEAD_UI_TEXT, PAGE_FORM_TEXT } from '@/domain/leads/messages'
import { documentLink } from '@/components/ui/documentLink'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyCustomerCareFormClient } from './Component.lazy'
import './styles.css'

type Props = CustomerCareFormBlock & { id?: string | null }

export async function CustomerCareFormComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  return siteSettings ? <CustomerCareFormView {...props} siteSettings={siteSettings} /> : null
}

/** The block for given settings (rendered by the tests without a database). */
export function CustomerCareFormView({ id, title, serialNumberDocument, sidePanelText, hours, siteSettings }: Props & { siteSettings: SiteSettings }) {
  const headingId = `customer-care-${id ?? 'form'}`
  const openingHours = careHours(hours)
  return (
    <section className="container customer-care" aria-labelledby={headingId} data-testid="customer-care-form">
      <div className="customer-care__main">
        <h2 id={headingId} className="customer-care__title">
          {title?.trim() || LEAD_UI_TEXT.customerCareTitle}
        </h2>
        <LazyCustomerCareFormClient
          privacyPolicyUrl={siteSettings.privacyPolicyUrl}
          supportPhone={siteSettings.supportPhone}
          serialNumberPdfUrl={documentLink(serialNumberDocument)?.url}
          hours={openingHours}
        />
      </div>
      <aside className="customer-care__panel" aria-label={PAGE_FORM_TEXT.careSidePanelTitle}>
        <h3>{PAGE_FORM_TEXT.careSidePanelTitle}</h3>
        {sidePanelText ? <p>{sidePanelText}</p> : null}
        <p>
          <a href={`tel:${siteSettings.supportPhone.replace(/[^\d+]/g, '')}`} data-track="Customer care: call">
            {siteSettings.supportPhone}
          </a>
        </p>
        <p>{openingHours}</p>
      </aside>
    </section>
  )
}
