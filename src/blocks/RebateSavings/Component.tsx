import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { RebateSavingsBlock } from '@/payload-types'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { RebateSavingsClient } from './Component.lazy'
import '@/components/rebates/rebates.css'

type Props = RebateSavingsBlock & { id?: string | null }

export async function RebateSavingsComponent(props: Props) {
  return <RebateSavingsView {...props} siteSettings={await getSiteSettings()} />
}

/** The block for given site settings (rendered by the tests without a database). */
export function RebateSavingsView({ siteSettings: settings, ...props }: Props & { siteSettings: SiteSettings }) {
  // The spec's "show_block" 1 (extra padding) is the shared block setting spacing = extra.
  const padded = props.settings?.spacing === 'extra'
  const headingId = props.id ? `rebate-savings-${props.id}` : undefined
  return (
    <section
      className={['rebates', 'rebate-savings', padded ? 'rebates--padded' : ''].filter(Boolean).join(' ')}
      aria-labelledby={props.heading ? headingId : undefined}
      data-testid="rebate-savings"
    >
      <div className="container rebates__inner">
        {props.heading ? (
          <h2 className="rebates__title" id={headingId}>
            {props.heading}
          </h2>
        ) : null}
        {props.intro ? <p className="rebates__intro">{props.intro}</p> : null}
        <RebateSavingsClient
          brandCode={settings.brandCode}
          privacyPolicyUrl={settings.privacyPolicyUrl}
          zipLabel={props.zipLabel || 'Zip Code'}
          buttonText={props.buttonLabel || 'Search'}
          ctaHeading={props.ctaHeading}
          ctaText={props.ctaText}
          ctaButtonText={props.ctaButtonLabel}
        />
      </div>
    </section>
  )
}
