import type { RebateAnswer } from '@/domain/rebates/lookupView'
import type { SiteSettings } from '@/domain/settings/siteSettings'
import type { RebatesWidgetBlock } from '@/payload-types'
import { REBATE_UI_TEXT } from '@/components/rebates/rebatesClient'
import { linkedRebateAnswer } from '@/server/rebates/linkedRebateAnswer'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { blockData } from '@/server/blocks/blockData'
import { LazyRebatesWidgetClient } from './Component.lazy'
import '@/components/rebates/rebates.css'

type Props = RebatesWidgetBlock & { id?: string | null }

export async function RebatesWidgetComponent(props: Props) {
  const siteSettings = await blockData('site settings', getSiteSettings, null)
  if (!siteSettings) return null
  return <RebatesWidgetView {...props} siteSettings={siteSettings} linked={await linkedRebateAnswer(siteSettings.brandCode)} />
}

/** The block for given site settings (rendered by the tests without a database). */
export function RebatesWidgetView({ siteSettings: settings, linked, ...props }: Props & { siteSettings: SiteSettings; linked?: RebateAnswer }) {
  const headingId = props.id ? `rebates-widget-${props.id}` : 'rebates-widget'
  return (
    <section className="rebates rebates-widget" aria-labelledby={headingId} data-testid="rebates-widget">
      <div className="container rebates__inner">
        <h2 className="rebates__title" id={headingId}>
          {props.headline || REBATE_UI_TEXT.widgetHeadline}
        </h2>
        {props.intro ? <p className="rebates__intro">{props.intro}</p> : null}
        <LazyRebatesWidgetClient brandCode={settings.brandCode} linked={linked} />
      </div>
    </section>
  )
}
