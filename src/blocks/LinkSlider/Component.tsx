import type { LinkSliderBlock } from '@/payload-types'
import { LazySlider } from '@/components/ui/Slider'
import { CmsLink } from '@/components/ui/CmsLink'
import { linkedItems } from '@/domain/blocks/linkedItems'
import { LINK_PRESET } from '@/domain/sliders/presets'
import './styles.css'
import { DEFAULTS } from './config'

/** PB 4: a row of links on the page-blocks preset that opens at the link of the current page. */
export function LinkSliderComponent({ title, links }: LinkSliderBlock) {
  const shown = linkedItems(links)
  if (shown.length === 0) return null
  return (
    <nav className="container link-slider" aria-label={title || DEFAULTS.title}>
      <LazySlider
        label={title || DEFAULTS.title}
        preset={LINK_PRESET}
        startAtUrls={shown.map(({ href }) => href)}
        testId="link-slider"
        slides={shown.map(({ item, href, label }, index) => ({
          key: item.id ?? `${index}-${href}`,
          content: (
            <CmsLink href={href} newTab={item.link.newTab} tracking={item.link.trackingText} className="link-slider__link">
              {label}
            </CmsLink>
          ),
        }))}
      />
    </nav>
  )
}
