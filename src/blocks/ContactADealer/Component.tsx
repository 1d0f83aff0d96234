import type { ContactADealerBlock } from '@/payload-types'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyContactADealerClient } from './Component.lazy'
import './styles.css'
import { DEFAULTS } from './config'

type Props = ContactADealerBlock & { id?: string | null }

export async function ContactADealerComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  return siteSettings ? <ContactADealerView {...props} siteSettings={siteSettings} /> : null
}

/** The block for given settings (rendered by the tests without a database). */
export function ContactADealerView({ id, title, intro, siteSettings }: Props & { siteSettings: SiteSettings }) {
  const headingId = `contact-a-dealer-${id ?? 'form'}`
  return (
    <section className="container contact-a-dealer" aria-labelledby={headingId} data-testid="contact-a-dealer">
      <h2 id={headingId} className="contact-a-dealer__title">
        {title?.trim() || DEFAULTS.title}
      </h2>
      {intro ? <p className="contact-a-dealer__intro">{intro}</p> : null}
      <LazyContactADealerClient brandCode={siteSettings.brandCode} privacyPolicyUrl={siteSettings.privacyPolicyUrl} supportPhone={siteSettings.supportPhone} />
    </section>
  )
}
