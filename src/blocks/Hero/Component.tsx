import type { HeroBlock, Media } from '@/payload-types'
import { heroImageSources, heroShowsImages, heroShowsVideo, heroShowsWave, heroVideoSources } from '@/domain/blocks/hero'
import { overlayOf } from '@/domain/blocks/heroContrast'
import { CmsButton } from '@/components/ui/CmsButton'
import { logger } from '@/lib/logger'
import { LazyHeroVideo } from './Component.lazy'
import { HeroPicture } from './HeroPicture'
import './styles.css'

type Props = HeroBlock & { id?: string | null }

/** An upload that was populated and has a file; an id alone (depth 0, deleted image) cannot render. */
function usable(media: Media | number | null | undefined): Media | null {
  return media && typeof media === 'object' && media.url ? media : null
}

export function HeroComponent(props: Props) {
  const { title, subtitle, link } = props
  if (!title?.trim()) {
    // The admin requires a headline; data without one (an import, an old version) would give an empty h1.
    logger.error({ block: 'hero', blockId: props.id }, 'Hero block without a headline; not rendered')
    return null
  }
  const variant = props.variant ?? 'image'
  const images = props.images
  const pictures = heroShowsImages(variant)
    ? heroImageSources({ mobile: usable(images?.mobile), tablet: usable(images?.tablet), desktop: usable(images?.desktop), large: usable(images?.large) }, (a, b) => a.id === b.id)
    : []
  const videos = heroShowsVideo(variant) ? heroVideoSources(props.video ?? {}) : []
  const wave = heroShowsWave(variant) ? props.wave : null
  const onMedia = pictures.length > 0 || videos.length > 0
  const headingId = props.id ? `hero-${props.id}` : undefined

  return (
    <section
      className={[
        'hero-block',
        `hero-block--${variant}`,
        `hero-block--bg-${props.backgroundColor ?? 'navy'}`,
        onMedia ? `hero-block--on-media hero-block--overlay-${overlayOf(props.overlay)}` : '',
        wave ? `hero-block--wave-${wave.position ?? 'bottom'}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      data-variant={variant}
    >
      {onMedia ? (
        <div className="hero-block__media">
          <HeroPicture sources={pictures} className="hero-block__picture" />
          {videos.length ? <LazyHeroVideo sources={videos.map((source) => ({ src: source.value, media: source.media }))} /> : null}
        </div>
      ) : null}
      <div className="hero-block__inner container">
        <h1 className="hero-block__title" id={headingId}>
          {title}
        </h1>
        {subtitle ? <p className="hero-block__subtitle">{subtitle}</p> : null}
        <CmsButton link={link} />
      </div>
      {wave ? <Wave color={wave.color ?? 'white'} flip={Boolean(wave.flip)} /> : null}
    </section>
  )
}

function Wave({ color, flip }: { color: string; flip: boolean }) {
  return (
    <svg className={`hero-block__wave hero-block__wave--${color}${flip ? ' hero-block__wave--flip' : ''}`} data-testid="hero-wave" aria-hidden="true" focusable="false" viewBox="0 0 1440 80" preserveAspectRatio="none">
      <path d="M0 48C240 8 480 8 720 40s480 40 720 0V80H0Z" fill="currentColor" />
    </svg>
  )
}
