import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { RebateSavingsBlock } from '@/payload-types'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { RebateSavingsClient } from './Component.lazy'
import '@/components/rebates/rebates.css'

/** show_block: 0 hides the block, 1 adds extra vertical padding, 2 shows it with the standard padding. */
export function rebateSavingsLayout(showBlock: unknown): 'hidden' | 'padded' | 'standard' {
  const value = String(showBlock ?? '1')
  if (value === '0') return 'hidden'
  return value === '1' ? 'padded' : 'standard'
}

type Props = RebateSavingsBlock & { id?: string | null }

export async function RebateSavingsComponent(props: Props) {
  if (rebateSavingsLayout(props.show_block) === 'hidden') return null
  return <RebateSavingsView {...props} settings={await getSiteSettings()} />
}

/** The block for given site settings (rendered by the tests without a database). */
export function RebateSavingsView({ settings, ...props }: Props & { settings: SiteSettings }) {
  const layout = rebateSavingsLayout(props.show_block)
  if (layout === 'hidden') return null
  const headingId = props.id ? `rebate-savings-${props.id}` : undefined
  return (
    <section
      className={['rebates', 'rebate-savings', layout === 'padded' ? 'rebates--padded' : ''].filter(Boolean).join(' ')}
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
          zipLabel={props.zip_label || 'Zip Code'}
          buttonText={props.button_text || 'Search'}
          ctaHeading={props.cta_heading}
          ctaText={props.cta_text}
          ctaButtonText={props.cta_button_text}
        />
      </div>
    </section>
  )
}
