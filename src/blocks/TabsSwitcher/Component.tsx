import type { TabsSwitcherBlock } from '@/payload-types'
import { MediaImage } from '@/components/ui/MediaImage'
import { LazyTabs } from '@/components/ui/Tabs.lazy'
import { parseTabItems } from '@/domain/sliders/tabItems'
import './styles.css'

/** PB 4: tabs over a background image; each tab lists its items (by line, or JSON marking "pro" items). */
export function TabsSwitcherComponent({ title, backgroundImage, tabs }: TabsSwitcherBlock) {
  const shown = (tabs ?? []).map((tab, index) => ({ tab, index, items: parseTabItems(tab.tabItems) })).filter(({ items }) => items.length > 0)
  if (shown.length === 0) return null
  return (
    <section className="tabs-switcher" data-testid="tabs-switcher">
      <MediaImage media={backgroundImage} decorative className="tabs-switcher__background" sizes="100vw" />
      <div className="container tabs-switcher__inner">
        <h2 className="tabs-switcher__title">{title}</h2>
        <LazyTabs
          block="tabs-switcher"
          label={title}
          upDownArrows
          focusablePanels
          tabs={shown.map(({ tab, index, items }) => ({
            key: tab.id ?? `${index}-${tab.tabTitle}`,
            label: tab.tabTitle,
            panel: (
              <div className="tabs-switcher__content">
                <ul className="tabs-switcher__items">
                  {items.map((entry, i) => (
                    <li key={`${i}-${entry.item}`} className={entry.pro ? 'tabs-switcher__item tabs-switcher__item--pro' : 'tabs-switcher__item'}>
                      {entry.pro ? (
                        <>
                          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
                            <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                          </svg>
                          <span className="visually-hidden">Advantage: </span>
                        </>
                      ) : null}
                      {entry.item}
                    </li>
                  ))}
                </ul>
                <MediaImage media={tab.image} decorative className="tabs-switcher__image" sizes="(min-width: 1024px) 40vw, 100vw" />
              </div>
            ),
          }))}
        />
      </div>
    </section>
  )
}
