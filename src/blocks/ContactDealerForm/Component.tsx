import type { ContactDealerFormBlock } from '@/payload-types'
import { CONTACT_BLOCK_TEXT } from '@/domain/leads/messages'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { pageFormDealer } from '@/server/leads/pageFormDealer'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyContactDealerFormClient } from './Component.lazy'
import './styles.css'

type Props = ContactDealerFormBlock & { id?: string | null }

export async function ContactDealerFormComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  if (!siteSettings) return null
  const dealer = await pageFormDealer(props, siteSettings)
  return <ContactDealerFormView {...props} companyId={dealer?.companyId ?? null} siteSettings={siteSettings} />
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The block for given settings (rendered by the tests without a database). */
export function ContactDealerFormView({ language, title, companyId, hours, siteSettings }: Props & { siteSettings: SiteSettings }) {
  const lang = language === 'fr' ? 'fr' : 'en'
  const text = CONTACT_BLOCK_TEXT[lang]
  return (
    <section className="container contact-dealer-block" lang={lang} aria-label={title?.trim() || text.title} data-testid="contact-dealer-block">
      <LazyContactDealerFormClient
        language={lang}
        title={title?.trim() || text.title}
        companyId={companyId ?? undefined}
        privacyPolicyUrl={siteSettings.privacyPolicyUrl}
        supportPhone={siteSettings.supportPhone}
        brandName={siteSettings.brandName}
      />
      <p className="contact-dealer-block__hours">
        {hours?.trim() || text.hours}
        {' · '}
        <a href={telHref(siteSettings.supportPhone)} data-track="Contact-a-dealer form: call">
          {text.call(siteSettings.supportPhone)}
        </a>
      </p>
    </section>
  )
}
