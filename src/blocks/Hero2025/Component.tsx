import type { Hero2025Block, Media } from '@/payload-types'
import { ButtonLink, buttonClassName } from '@/components/ui/ButtonLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { logger } from '@/lib/logger'
import { FindDealerCard } from './Component.client'
import { hero2025Schema, sidebarOrder } from './schema'
import './styles.css'

const asMedia = (m: unknown): Media | null => (m && typeof m === 'object' ? (m as Media) : null)

export function Hero2025Component(props: Hero2025Block & { id?: string | null }) {
  const parsed = hero2025Schema.safeParse(props)
  if (!parsed.success) {
    logger.error(
      { block: 'hero2025', blockId: props.id, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
      'Hero block data failed its schema; not rendered',
    )
    return null
  }
  const h = props
  const showSidebar = Boolean(h.sidebar_show_sidebar)
  const cards = sidebarOrder(h.sidebar_whos_on_top).map((kind) => {
    if (kind === 'find-a-dealer') {
      return (
        <FindDealerCard
          key={kind}
          title={h.sidebar_find_a_dealer_title ?? null}
          subtitle={h.sidebar_find_a_dealer_subtitle ?? null}
          placeholder={h.sidebar_find_a_dealer_placeholder_text || 'Enter ZIP or postal code'}
          actionText={h.sidebar_find_a_dealer_action_text || 'Find a dealer'}
          buttonClassName={buttonClassName({
            background: h.sidebar_find_a_dealer_action_background,
            cornerRadius: h.sidebar_find_a_dealer_action_corner_radius,
            width: h.sidebar_find_a_dealer_action_width,
          })}
          showIcon={Boolean(h.sidebar_find_a_dealer_action_show_icon && h.sidebar_find_a_dealer_action_icon)}
          image={<MediaImage media={asMedia(h.sidebar_find_a_dealer_dealer_image)} sizes="320px" className="hero__card-image" />}
        />
      )
    }
    if (!h.sidebar_call_to_action_show_call_to_action) return null
    return (
      <div key={kind} className="hero__card hero__card--cta" data-testid="hero-cta-card">
        <MediaImage media={asMedia(h.sidebar_call_to_action_image)} sizes="320px" className="hero__card-image" />
        {h.sidebar_call_to_action_text ? <p className="hero__card-text">{h.sidebar_call_to_action_text}</p> : null}
        {h.sidebar_call_to_action_action_text ? (
          <ButtonLink
            href={h.sidebar_call_to_action_action_url || '/'}
            look={{
              background: h.sidebar_call_to_action_background,
              cornerRadius: h.sidebar_call_to_action_corner_radius,
              width: h.sidebar_call_to_action_width,
              showIcon: h.sidebar_call_to_action_show_icon,
              icon: h.sidebar_call_to_action_icon,
            }}
          >
            {h.sidebar_call_to_action_action_text}
          </ButtonLink>
        ) : null}
      </div>
    )
  })

  return (
    <section
      className={[
        'hero',
        `hero--align-${h.main_content_alignment ?? 'middle'}`,
        `hero--justify-${h.main_content_justification ?? 'left'}`,
        `hero--mobile-bg-${h.main_hero_background_image_alignment_mobile ?? 'center'}`,
        showSidebar ? 'hero--with-sidebar' : '',
      ].join(' ')}
      aria-labelledby={props.id ? `hero-${props.id}` : undefined}
    >
      <MediaImage media={asMedia(h.main_hero_background_image)} className="hero__background" priority decorative />
      <div className="hero__inner container">
        <div className="hero__main">
          <h1 className="hero__title" id={props.id ? `hero-${props.id}` : undefined}>
            {h.main_text_title}
          </h1>
          {h.main_text_subtitle ? <p className="hero__subtitle">{h.main_text_subtitle}</p> : null}
          {h.main_call_to_action_text && h.main_call_to_action_url ? (
            <ButtonLink
              href={h.main_call_to_action_url}
              look={{
                background: h.main_link_background,
                cornerRadius: h.main_link_corner_radius,
                width: h.main_link_width,
                showIcon: h.main_link_show_icon,
                icon: h.main_link_icon,
              }}
            >
              {h.main_call_to_action_text}
            </ButtonLink>
          ) : null}
        </div>
        {showSidebar ? (
          <aside className="hero__sidebar" aria-label="Get started">
            {cards}
          </aside>
        ) : null}
      </div>
    </section>
  )
}
