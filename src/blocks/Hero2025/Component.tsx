import type { Hero2025Block } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { buttonClassName } from '@/components/ui/ButtonLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { logger } from '@/lib/logger'
import { FindDealerCard } from './Component.client'
import './styles.css'
import { DEFAULTS } from './config'

type Props = Hero2025Block & { id?: string | null }

export function Hero2025Component(props: Props) {
  const { title, subtitle, sidebar, link } = props
  if (!title?.trim()) {
    // The admin requires a headline; data that reaches us without one (an import, an old version)
    // would render an empty h1, so the block is skipped and logged instead.
    logger.error({ block: 'hero2025', blockId: props.id }, 'Hero block without a headline; not rendered')
    return null
  }
  const headingId = props.id ? `hero-${props.id}` : undefined
  const dealerCard = sidebar?.dealerCard
  const ctaCard = sidebar?.ctaCard

  const cards = {
    'find-a-dealer': (
      <FindDealerCard
        key="find-a-dealer"
        title={dealerCard?.title ?? null}
        subtitle={dealerCard?.subtitle ?? null}
        placeholder={dealerCard?.placeholder || DEFAULTS.placeholder}
        actionText={dealerCard?.buttonLabel || DEFAULTS.buttonLabel}
        buttonClassName={buttonClassName(dealerCard?.buttonAppearance ?? {})}
        showIcon={Boolean(dealerCard?.buttonAppearance?.showIcon)}
        image={<MediaImage media={dealerCard?.image} sizes="320px" className="hero__card-image" />}
      />
    ),
    'call-to-action': ctaCard?.show ? (
      <div key="call-to-action" className="hero__card hero__card--cta" data-testid="hero-cta-card">
        <MediaImage media={ctaCard.image} sizes="320px" className="hero__card-image" />
        {ctaCard.text ? <p className="hero__card-text">{ctaCard.text}</p> : null}
        <CmsButton link={ctaCard.link} />
      </div>
    ) : null,
  }
  const order = sidebar?.firstCard === 'call-to-action' ? (['call-to-action', 'find-a-dealer'] as const) : (['find-a-dealer', 'call-to-action'] as const)

  return (
    <section
      className={[
        'hero',
        `hero--align-${props.verticalAlign ?? 'middle'}`,
        `hero--justify-${props.horizontalAlign ?? 'left'}`,
        `hero--mobile-bg-${props.mobileImageFocus ?? 'center'}`,
        sidebar?.show ? 'hero--with-sidebar' : '',
      ].join(' ')}
      aria-labelledby={headingId}
    >
      <MediaImage media={props.backgroundImage} className="hero__background" priority decorative />
      <div className="hero__inner container">
        <div className="hero__main">
          <h1 className="hero__title" id={headingId}>
            {title}
          </h1>
          {subtitle ? <p className="hero__subtitle">{subtitle}</p> : null}
          <CmsButton link={link} />
        </div>
        {sidebar?.show ? (
          <aside className="hero__sidebar" aria-label="Get started">
            {order.map((kind) => cards[kind])}
          </aside>
        ) : null}
      </div>
    </section>
  )
}
