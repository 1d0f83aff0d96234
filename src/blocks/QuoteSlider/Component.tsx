import type { QuoteSliderBlock } from '@/payload-types'
import { LazySlider } from '@/components/ui/Slider'
import { MediaImage } from '@/components/ui/MediaImage'
import { SINGLE_WRAPPING_PRESET } from '@/domain/sliders/presets'
import './styles.css'

/** PB 2: full-width quotes over a background image, 470 px high; previous and next wrap around. */
export function QuoteSliderComponent({ label, slides }: QuoteSliderBlock) {
  const shown = (slides ?? []).filter((slide) => slide.quote?.trim())
  if (shown.length === 0) return null
  return (
    <div className="quote-slider">
      <LazySlider
        label={label || 'Quotes'}
        preset={SINGLE_WRAPPING_PRESET}
        testId="quote-slider"
        slides={shown.map((slide, index) => ({
          key: slide.id ?? `${index}-${slide.quote}`,
          content: (
            <figure className="quote-slide">
              <MediaImage media={slide.backgroundImage} decorative className="quote-slide__background" sizes="100vw" />
              <div className="quote-slide__body">
                {slide.supTitle ? <p className="quote-slide__sup">{slide.supTitle}</p> : null}
                {slide.title ? <p className="quote-slide__title">{slide.title}</p> : null}
                <blockquote className="quote-slide__quote">
                  <p>{slide.quote}</p>
                </blockquote>
                {slide.author ? <figcaption className="quote-slide__author">{slide.author}</figcaption> : null}
              </div>
            </figure>
          ),
        }))}
      />
    </div>
  )
}
