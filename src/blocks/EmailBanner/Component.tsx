import type { EmailBannerBlock } from '@/payload-types'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import './styles.css'
import { DEFAULTS } from './config'

type Props = EmailBannerBlock & { id?: string | null }

export function EmailBannerComponent({ id, heading, text, emailLabel, buttonLabel }: Props) {
  const headingId = heading && id ? `email-banner-${id}` : undefined
  return (
    <section className="container email-banner" aria-labelledby={headingId} aria-label={headingId ? undefined : 'Newsletter'} data-testid="email-banner">
      <div className="email-banner__text">
        {heading ? (
          <h2 className="email-banner__title" id={headingId}>
            {heading}
          </h2>
        ) : null}
        {text ? <p className="email-banner__intro">{text}</p> : null}
      </div>
      <NewsletterForm emailLabel={emailLabel?.trim() || DEFAULTS.emailLabel} buttonLabel={buttonLabel?.trim() || DEFAULTS.buttonLabel} />
    </section>
  )
}
