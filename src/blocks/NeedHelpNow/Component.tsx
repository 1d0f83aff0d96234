import type { NeedHelpNowBlock } from '@/payload-types'
import { needHelpNowText, SCHEDULE_SERVICE_PATH } from '@/domain/banners/needHelpNow'
import { telHref } from '@/domain/address/telHref'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'
import { CmsLink } from '@/components/ui/CmsLink'

type Props = NeedHelpNowBlock & { id?: string | null }

export async function NeedHelpNowComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  return siteSettings ? <NeedHelpNowView {...props} siteSettings={siteSettings} /> : null
}

/** The banner for given site settings (rendered by the tests without a database). */
export function NeedHelpNowView({ id, language, phoneNumber, siteSettings }: Props & { siteSettings: Pick<SiteSettings, 'supportPhone'> }) {
  const { language: lang, text } = needHelpNowText(language)
  const phone = phoneNumber?.trim() || siteSettings.supportPhone
  const headingId = id ? `need-help-now-${id}` : undefined
  return (
    // lang: Spanish and French banners are read in their own language by screen readers (WCAG 3.1.2).
    <section className="container need-help" lang={lang} aria-labelledby={headingId} data-testid="need-help-now">
      <div className="need-help__text">
        {text.languageTag && <p className="need-help__lang">{text.languageTag}</p>}
        <h2 className="need-help__title" id={headingId}>
          {text.heading}
        </h2>
        <p className="need-help__body">{text.text}</p>
      </div>
      <div className="need-help__actions">
        <CmsLink href={telHref(phone)} className="btn btn--bg-white btn--radius-full btn--width-fit" tracking="Need help now: call">
          <span>
            {`${text.call} ${phone}`}
          </span>
        </CmsLink>
        <CmsLink href={SCHEDULE_SERVICE_PATH} className="btn btn--bg-baby-blue btn--radius-full btn--width-fit" tracking="Need help now: schedule service">
          <span>{text.scheduleService}</span>
        </CmsLink>
      </div>
    </section>
  )
}
