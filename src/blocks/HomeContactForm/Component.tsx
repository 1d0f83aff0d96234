import type { HomeContactFormBlock } from '@/payload-types'
import { HOME_CONTACT_TOPICS } from '@/domain/leads/leadNames'
import { HOME_CONTACT_TOPIC_LABELS, PAGE_FORM_TEXT } from '@/domain/leads/messages'
import { pageFormDealer } from '@/server/leads/pageFormDealer'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyHomeContactFormClient } from './Component.lazy'
import './styles.css'

type Props = HomeContactFormBlock & { id?: string | null }

export async function HomeContactFormComponent(props: Props) {
  const settings = await blockData('site settings', getSiteSettings, null)
  if (!settings) return null
  const dealer = await pageFormDealer(props, settings)
  return (
    <HomeContactFormView
      {...props}
      companyId={dealer?.companyId}
      dealerName={dealer?.name}
      privacyPolicyUrl={settings.privacyPolicyUrl}
      supportPhone={settings.supportPhone}
    />
  )
}

/** The block for given settings (rendered by the tests without a database). */
export function HomeContactFormView({ id, title, companyId, dealerName, privacyPolicyUrl, supportPhone }: Props & { privacyPolicyUrl: string; supportPhone: string }) {
  const headingId = `home-contact-${id ?? 'form'}`
  const dealer = companyId && dealerName?.trim() ? { companyId, name: dealerName.trim() } : companyId ? { companyId, name: 'your local dealer' } : null
  return (
    <section className="container home-contact" aria-labelledby={headingId} data-testid="home-contact-form">
      <h2 id={headingId} className="home-contact__title">
        {title?.trim() || PAGE_FORM_TEXT.homeTitle}
      </h2>
      <p className="home-contact__intro">{dealer ? PAGE_FORM_TEXT.homeIntroDealer(dealer.name) : PAGE_FORM_TEXT.homeIntroBrand}</p>
      <LazyHomeContactFormClient
        companyId={dealer?.companyId}
        dealerName={dealer?.name}
        privacyPolicyUrl={privacyPolicyUrl}
        supportPhone={supportPhone}
        topics={HOME_CONTACT_TOPICS.map((value) => ({ value, label: HOME_CONTACT_TOPIC_LABELS[value] ?? value }))}
        texts={{
          step1: PAGE_FORM_TEXT.stepOf(1, 2),
          legend: PAGE_FORM_TEXT.homeTopicLegend,
          thanks: dealer ? PAGE_FORM_TEXT.homeThanksDealer(dealer.name) : PAGE_FORM_TEXT.homeThanksBrand,
          reset: PAGE_FORM_TEXT.homeReset,
          loading: PAGE_FORM_TEXT.loadingForm,
        }}
      />
    </section>
  )
}
