import { rebateView, toRebateLookup } from '@/components/rebates/rebatesClient'
import type { RebateAnswer } from '@/components/rebates/useRebateLookup'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { RebateSavingsBlock } from '@/payload-types'
import { renderLinkedSearch } from '@/server/pages/renderLinkedSearch'
import { payloadClient } from '@/server/payload'
import { productRebateDetails } from '@/server/rebates/productRebateDetails'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyRebateSavingsClient } from './Component.lazy'
import '@/components/rebates/rebates.css'

type Props = RebateSavingsBlock & { id?: string | null }

/**
 * The answer to a linked search (`?zipcode=`, rendered by the linked-search route), so it is in the
 * first HTML. Anything but an answer (a ZIP we do not know, a failure) leaves it to the browser, which
 * looks it up and shows the spec's message.
 */
async function linkedAnswer(brandCode: string): Promise<RebateAnswer | undefined> {
  const zip = renderLinkedSearch()
  if (!zip) return undefined
  return blockData(
    'linked rebate search (the browser will look it up)',
    async () => {
      const outcome = await productRebateDetails(await payloadClient(), { brand: brandCode, brandCode, zip, pageSize: '1' })
      return outcome.ok ? ({ kind: 'done', zip, view: rebateView(toRebateLookup(outcome.body)) } as const) : undefined
    },
    undefined,
  )
}

export async function RebateSavingsComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  if (!siteSettings) return null
  return <RebateSavingsView {...props} siteSettings={siteSettings} linked={await linkedAnswer(siteSettings.brandCode)} />
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
          zipLabel={props.zipLabel || 'Zip Code'}
          buttonText={props.buttonLabel || 'Search'}
          ctaHeading={props.ctaHeading}
          ctaText={props.ctaText}
          ctaButtonText={props.ctaButtonLabel}
          linked={linked}
        />
      </div>
    </section>
  )
}
