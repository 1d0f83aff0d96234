'use client'

import type React from 'react'
import { useId, useRef, useState } from 'react'
import { wrapIndex } from '@/domain/sliders/presets'
import { useHydratedAttribute } from './hydration'

export interface TabItem {
  key: string
  label: React.ReactNode
  /** Server-rendered content; every panel is in the HTML, the unselected ones hidden. */
  panel: React.ReactNode
}

type Props = {
  /** The tab list's accessible name. */
  label: string
  tabs: readonly TabItem[]
  /** The BEM block of the class names: `<block>__tabs`, `__tablist`, `__tab`, `__panel`. */
  block: string
  /** Prefix of the tab and panel ids; a React id when absent. */
  idBase?: string
  /** Up and Down move between tabs too; otherwise they scroll the page, as for most horizontal tab lists. */
  upDownArrows?: boolean
  /** Each panel is a tab stop (for panels whose content may have nothing focusable). */
  focusablePanels?: boolean
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right (and Up and Down with `upDownArrows`) move
 * between the tabs and wrap, Home and End jump to the ends, a tab is selected as it gets focus and
 * only the selected one is in the tab order; Tab goes on into the panel. Without script the first
 * panel shows.
 */
export function Tabs({ label, tabs, block, idBase, upDownArrows = false, focusablePanels = false }: Props) {
  const reactId = useId()
  const base = idBase ?? reactId
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const hydrated = useHydratedAttribute()

  function select(index: number) {
    const next = wrapIndex(index, tabs.length)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    if (upDownArrows) Object.assign(moves, { ArrowDown: selected + 1, ArrowUp: selected - 1 })
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div className={`${block}__tabs`} {...hydrated}>
      <div role="tablist" aria-label={label} className={`${block}__tablist`} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-controls={`${base}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={`${block}__tab`}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={focusablePanels ? 0 : undefined}
          className={`${block}__panel`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
