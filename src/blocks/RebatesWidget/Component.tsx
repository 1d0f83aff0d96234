import type { RebatesWidgetBlock } from '@/payload-types'
import { REBATE_UI_TEXT } from '@/components/rebates/rebatesClient'
import { getSiteSettings } from '@/server/settings/getSiteSettings'
import { RebatesWidgetClient } from './Component.client'
import '@/components/rebates/rebates.css'

export async function RebatesWidgetComponent(props: RebatesWidgetBlock & { id?: string | null }) {
  const settings = await getSiteSettings()
  const headingId = props.id ? `rebates-widget-${props.id}` : 'rebates-widget'
  return (
    <section className="rebates rebates-widget" aria-labelledby={headingId} data-testid="rebates-widget">
      <div className="container rebates__inner">
        <h2 className="rebates__title" id={headingId}>
          {props.headline || REBATE_UI_TEXT.widgetHeadline}
        </h2>
        {props.intro ? <p className="rebates__intro">{props.intro}</p> : null}
        <RebatesWidgetClient brandCode={settings.brandCode} />
      </div>
    </section>
  )
}
