import type { TabsToSliderBlock } from '@/payload-types'
import { CmsButton } from '@/components/ui/CmsButton'
import { MediaImage } from '@/components/ui/MediaImage'
import { LazySlider } from '@/components/ui/Slider'
import { SINGLE_WRAPPING_PRESET, allDevices, autoAdvanceDelayMs } from '@/domain/sliders/presets'
import './styles.css'

/**
 * PB 4 tabs-to-slider: one slide per tab, the tab names as its navigation; the index wraps, a swipe
 * over 5 px moves it, and it advances every transition delay when auto-slide is on.
 */
export function TabsToSliderComponent({ title, tabs, autoSlide, transitionDelay }: TabsToSliderBlock) {
  if (!tabs?.length) return null
  return (
    <div className="container tabs-to-slider">
      <h2 className="tabs-to-slider__title">{title}</h2>
      <LazySlider
        label={title}
        preset={SINGLE_WRAPPING_PRESET}
        nav="titles"
        autoAdvanceMs={allDevices(autoAdvanceDelayMs(autoSlide, transitionDelay))}
        testId="tabs-to-slider"
        slides={tabs.map((tab, index) => {
          const hasMobile = Boolean(tab.imageMobile && typeof tab.imageMobile === 'object')
          return {
            key: tab.id ?? `${index}-${tab.tabTitle}`,
            title: tab.tabTitle,
            content: (
              <div className="tabs-to-slider__slide">
                <div className="tabs-to-slider__text">
                  <h3 className="tabs-to-slider__heading">{tab.tabTitle}</h3>
                  {tab.tabDetails ? <p>{tab.tabDetails}</p> : null}
                  <CmsButton link={tab.buttonLink} />
                </div>
                <MediaImage media={tab.image} decorative className={hasMobile ? 'tabs-to-slider__image tabs-to-slider__image--wide' : 'tabs-to-slider__image'} sizes="(min-width: 1024px) 50vw, 100vw" />
                {hasMobile ? <MediaImage media={tab.imageMobile} decorative className="tabs-to-slider__image tabs-to-slider__image--mobile" sizes="100vw" /> : null}
              </div>
            ),
          }
        })}
      />
    </div>
  )
}
