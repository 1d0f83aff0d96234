'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { DEALER_ORDER_STORAGE_KEY, type DealerOrder, parseDealerOrder } from '@/domain/dealers/dealerOrder'
import { dealerPageSize, SIDE_BY_SIDE_MIN_PX, WIDE_PAGE_SIZE, WIDE_VIEWPORT_MIN_PX } from '@/domain/dealers/pagination'
import { lookupDealer } from '@/lib/dealersClient'

const WIDE_QUERY = `(min-width: ${WIDE_VIEWPORT_MIN_PX}px)`
const SIDE_BY_SIDE_QUERY = `(min-width: ${SIDE_BY_SIDE_MIN_PX}px)`

function subscribeMedia(media: string) {
  return (onChange: () => void) => {
    const query = window.matchMedia(media)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }
}
const subscribeWide = subscribeMedia(WIDE_QUERY)
const subscribeSideBySide = subscribeMedia(SIDE_BY_SIDE_QUERY)

/**
 * Whether the list has the map beside it (a desktop screen). The server renders no map: MapLibre
 * is loaded only where the map is shown, and the box it goes in is reserved by CSS.
 */
export function useSideBySide(): boolean {
  return useSyncExternalStore(
    subscribeSideBySide,
    () => window.matchMedia(SIDE_BY_SIDE_QUERY).matches,
    () => false,
  )
}

/** Cards per page for the current viewport (the server renders the wide size). */
export function usePageSize(): number {
  return useSyncExternalStore(
    subscribeWide,
    () => dealerPageSize(window.matchMedia(WIDE_QUERY).matches ? WIDE_VIEWPORT_MIN_PX : 0),
    () => WIDE_PAGE_SIZE,
  )
}

/** Single-dealer mode: one dealer by the configured company id (null = not this mode). */
export function useSingleDealer(companyId: number | null): { dealers: Dealer[]; loaded: boolean } {
  const [state, setState] = useState<{ dealers: Dealer[]; loaded: boolean }>({ dealers: [], loaded: false })
  useEffect(() => {
    if (companyId === null) return
    const controller = new AbortController()
    void lookupDealer(companyId, controller.signal).then((dealer) => {
      if (!controller.signal.aborted) setState({ dealers: dealer ? [dealer] : [], loaded: true })
    })
    return () => controller.abort()
  }, [companyId])
  return state
}

const orderListeners = new Set<() => void>()
let fallbackOrder: DealerOrder = 'recommended'

function readOrder(): DealerOrder {
  try {
    return parseDealerOrder(window.sessionStorage.getItem(DEALER_ORDER_STORAGE_KEY))
  } catch {
    return fallbackOrder
  }
}

/** The list order (reading 49), kept for the session; the server renders the recommended order. */
export function useDealerOrder(): [DealerOrder, (order: DealerOrder) => void] {
  const order = useSyncExternalStore(
    (onChange) => {
      orderListeners.add(onChange)
      return () => orderListeners.delete(onChange)
    },
    readOrder,
    () => 'recommended' as const,
  )
  const setOrder = (next: DealerOrder) => {
    try {
      window.sessionStorage.setItem(DEALER_ORDER_STORAGE_KEY, next)
    } catch {
      // Storage unavailable (private mode): the choice lasts until the page is left.
      fallbackOrder = next
    }
    for (const listener of orderListeners) listener()
  }
  return [order, setOrder]
}
