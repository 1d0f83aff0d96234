import type { RebateAnswer } from '@/domain/rebates/lookupView'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { RebateSavingsBlock } from '@/payload-types'
import { linkedRebateAnswer } from '@/server/rebates/linkedRebateAnswer'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyRebateSavingsClient } from './Component.lazy'
import '@/components/rebates/rebates.css'
import { DEFAULTS } from './config'

type Props = RebateSavingsBlock & { id?: string | null }

export async function RebateSavingsComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  if (!siteSettings) return null
  return <RebateSavingsView {...props} siteSettings={siteSettings} linked={await linkedRebateAnswer(siteSettings.brandCode)} />
}

/** The block for given site settings (rendered by the tests without a database). */
export function RebateSavingsView({ siteSettings: settings, linked, ...props }: Props & { siteSettings: SiteSettings; linked?: RebateAnswer }) {
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
        <LazyRebateSavingsClient
          brandCode={settings.brandCode}
          privacyPolicyUrl={settings.privacyPolicyUrl}
          zipLabel={props.zipLabel || DEFAULTS.zipLabel}
          buttonText={props.buttonLabel || DEFAULTS.buttonLabel}
          ctaHeading={props.ctaHeading}
          ctaText={props.ctaText}
          ctaButtonText={props.ctaButtonLabel}
          linked={linked}
        />
      </div>
    </section>
  )
}
