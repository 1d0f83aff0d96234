'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'
import { wrapIndex } from '@/domain/sliders/presets'

export interface SwitcherTab {
  key: string
  title: string
  panel: React.ReactNode
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs and wrap, Home and End jump to
 * the ends, only the selected tab is in the tab order. Without script the first panel shows.
 */
export function TabsSwitcherTabs({ label, tabs }: { label: string; tabs: readonly SwitcherTab[] }) {
  const uid = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const hydrated = useHydratedAttribute()

  function select(index: number) {
    const next = wrapIndex(index, tabs.length)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowDown: selected + 1, ArrowLeft: selected - 1, ArrowUp: selected - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className="tabs-switcher__tabs" {...hydrated}>
      <div role="tablist" aria-label={label} className="tabs-switcher__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${index}`}
            aria-controls={`${uid}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="tabs-switcher__tab"
            onClick={() => setSelected(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.key} role="tabpanel" id={`${uid}-panel-${index}`} aria-labelledby={`${uid}-tab-${index}`} hidden={index !== selected} tabIndex={0} className="tabs-switcher__panel">
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
