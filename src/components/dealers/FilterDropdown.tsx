'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { DEALER_FILTER_KEYS, type DealerFilterKey } from '@/domain/dealers/cardLabels'

/** Checkbox labels of the six filter keys (spec section 3); wording of the card badges. */
export const FILTER_LABELS: Record<DealerFilterKey, string> = {
  dealerType: 'Customer Care Dealer',
  emergencyService: '24/7 Emergency Service',
  nateCertified: 'NATE Certified',
  nexiaDealerDiagnostics: 'Diagnostics',
  showFinancing: 'Financing',
  charterMemberDate: 'Charter Member',
}

export interface FilterDropdownProps {
  checked: ReadonlySet<DealerFilterKey>
  onToggle: (key: DealerFilterKey) => void
  disabled?: boolean
}

/** Filter button with a badge of the number checked; the panel closes on an outside click or Escape. */
export function FilterDropdown({ checked, onToggle, disabled }: FilterDropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const count = checked.size
  return (
    <div className="filter" ref={root}>
      <button
        ref={button}
        type="button"
        className="filter__button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        Filter
        {count > 0 ? (
          <span className="filter__badge" data-testid="filter-badge">
            {count}
            <span className="visually-hidden"> selected</span>
          </span>
        ) : null}
      </button>
      <div id={panelId} className="filter__panel" hidden={!open}>
        <fieldset className="filter__fieldset">
          <legend className="filter__legend">Show dealers that are</legend>
          {DEALER_FILTER_KEYS.map((key) => (
            <label key={key} className="filter__option">
              <input type="checkbox" checked={checked.has(key)} onChange={() => onToggle(key)} />
              {FILTER_LABELS[key]}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
