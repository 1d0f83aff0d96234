import type { GenericSliderBlock } from '@/payload-types'
import { LazySlider } from '@/components/ui/Slider'
import { CmsLink } from '@/components/ui/CmsLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { linkHref } from '@/domain/pages/linkHref'
import { DEVICES, GENERIC_PRESET, deviceMotion, safeClassNames, type PerDevice } from '@/domain/sliders/presets'
import './styles.css'

type DeviceSettings = GenericSliderBlock['mobile']

function perDevice<T>(block: GenericSliderBlock, read: (settings: NonNullable<DeviceSettings>) => T | null | undefined): Partial<PerDevice<T>> {
  const out: Partial<PerDevice<T>> = {}
  for (const device of DEVICES) {
    const settings = block[device]
    const value = settings ? read(settings) : undefined
    if (value !== null && value !== undefined) out[device] = value
  }
  return out
}

/** DL 9 generic slider: the editor's per-device settings on the generic preset (1 per view, 300 ms, 5 px swipe). */
export function GenericSliderComponent(block: GenericSliderBlock) {
  const { title, slides, id } = block
  if (!slides?.length) return null
  const motion = deviceMotion(block, { mobile: block.mobile, tablet: block.tablet, desktop: block.desktop })
  const byDevice = <T,>(read: (m: (typeof motion)['mobile']) => T): PerDevice<T> => ({ mobile: read(motion.mobile), tablet: read(motion.tablet), desktop: read(motion.desktop) })
  const headingId = title && id ? `generic-slider-${id}` : undefined
  const SlideHeading = title ? 'h3' : 'h2'
  return (
    <div className="container generic-slider">
      {title ? (
        <h2 id={headingId} className="generic-slider__title">
          {title}
        </h2>
      ) : null}
      <LazySlider
        label={title || 'Slides'}
        preset={GENERIC_PRESET}
        perView={perDevice(block, (s) => (s.slidesPerView && s.slidesPerView > 0 ? Math.min(6, Math.round(s.slidesPerView)) : null))}
        gapPx={perDevice(block, (s) => (typeof s.gap === 'number' && s.gap >= 0 ? Math.min(64, s.gap) : null))}
        loop={perDevice(block, (s) => s.infiniteLoop)}
        active={perDevice(block, (s) => s.active)}
        arrows={perDevice(block, (s) => s.arrows)}
        dots={perDevice(block, (s) => s.dotsNavigation)}
        colors={byDevice((m) => m.colors)}
        transition={byDevice((m) => m.transition)}
        autoAdvanceMs={byDevice((m) => m.autoAdvanceMs)}
        hideOverflow={block.hideOverflow !== false}
        className={safeClassNames(block.wrapperCss) || undefined}
        testId="generic-slider"
        slides={slides.map((slide, index) => {
          const href = linkHref(slide.link)
          return {
            key: slide.id ?? `${index}-${slide.title}`,
            content: (
              <article className="generic-slide">
                <MediaImage media={slide.image} decorative className="generic-slide__image" sizes="(min-width: 1024px) 60vw, 100vw" />
                <div className="generic-slide__body">
                  <SlideHeading className="generic-slide__title">{slide.title}</SlideHeading>
                  {slide.text ? <p className="generic-slide__text">{slide.text}</p> : null}
                  {href && slide.link?.label ? (
                    <CmsLink href={href} newTab={slide.link.newTab} tracking={slide.link.trackingText} className="generic-slide__link">
                      {slide.link.label}
                    </CmsLink>
                  ) : null}
                </div>
              </article>
            ),
          }
        })}
      />
    </div>
  )
}
