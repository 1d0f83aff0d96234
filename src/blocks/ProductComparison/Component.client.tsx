'use client'

import type React from 'react'
import { useRef, useState, useSyncExternalStore } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'

type Props = { idBase: string; label: string; tabs: { key: string; label: string }[]; panels: React.ReactNode[] }

const noSubscription = () => () => {}

/**
 * Tabs by product type (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between
 * tabs and select them; Tab goes on into the panel. The panels are server-rendered; this only switches.
 */
export function ComparisonTabs({ idBase, label, tabs, panels }: Props) {
  const hydrated = useHydratedAttribute()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className="pcompare__tabs" data-enhanced={enhanced ? 'true' : undefined} {...hydrated}>
      <div role="tablist" aria-label={label} className="pcompare__tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${idBase}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            className="pcompare__tab"
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} role="tabpanel" id={`${idBase}-panel-${tab.key}`} aria-labelledby={`${idBase}-tab-${tab.key}`} hidden={index !== selected} className="pcompare__panel">
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
