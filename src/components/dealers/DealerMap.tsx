'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName, spreadMarkers } from '@/domain/dealers/locatorView'
import './dealers.css'

/**
 * Map adapter. Default: the offline base map shipped in public/geo/basemap.json (US states and
 * Canadian provinces, no tiles, no fonts), so the map works with no third-party host. With
 * MAP_STYLE_URL set (server env, passed in as `styleUrl`) MapLibre loads that style instead,
 * e.g. a self-hosted or commercial vector-tile style; next.config.mjs adds its origin to the CSP.
 */
export const BASEMAP_URL = '/geo/basemap.json'
/** MapLibre's worker, copied from the package (see docs/locator.md). */
export const MAPLIBRE_WORKER_URL = '/vendor/maplibre-gl-worker-6.17.0.js'
const BASEMAP_ATTRIBUTION = 'Boundaries: US Census Bureau, Natural Earth'

export function offlineMapStyle(basemapUrl: string = BASEMAP_URL): StyleSpecification {
  return {
    version: 8,
    sources: { regions: { type: 'geojson', data: basemapUrl, attribution: BASEMAP_ATTRIBUTION } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f5' } },
      {
        id: 'regions-fill',
        type: 'fill',
        source: 'regions',
        paint: { 'fill-color': ['match', ['get', 'country'], 'CA', '#f4f1ea', '#fbfaf6'] },
      },
      { id: 'regions-line', type: 'line', source: 'regions', paint: { 'line-color': '#98a2b3', 'line-width': 0.8 } },
    ],
  }
}

export interface MappedDealer {
  dealer: Dealer
  /** 1-based position in the result list; the marker shows it. */
  position: number
}

export interface DealerMapProps {
  dealers: readonly MappedDealer[]
  selectedId: number | undefined
  onSelect: (dealer: Dealer, position: number) => void
  /** A MapLibre style URL; unset = the offline base map. */
  styleUrl?: string
}

type MapStatus = 'loading' | 'ready' | 'failed'

export function DealerMap({ dealers, selectedId, onSelect, styleUrl }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef<Map<number, { marker: Marker; element: HTMLButtonElement }>>(new Map())
  // Marker clicks call the latest onSelect without re-creating the markers when it changes.
  const selectDealer = useEffectEvent(onSelect)
  const [status, setStatus] = useState<MapStatus>('loading')

  // Create the map once.
  useEffect(() => {
    let cancelled = false
    const placedMarkers = markers.current
    void (async () => {
      try {
        const maplibre = await import('maplibre-gl')
        if (cancelled || !container.current) return
        maplibre.setWorkerUrl(MAPLIBRE_WORKER_URL)
        const instance = new maplibre.Map({
          container: container.current,
          style: styleUrl || offlineMapStyle(),
          center: [-96, 42],
          zoom: 3,
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
        })
        instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        instance.addControl(new maplibre.AttributionControl({ compact: true }), 'bottom-right')
        instance.on('error', (event) => console.warn('Map error', event.error?.message ?? event))
        map.current = instance
        setStatus('ready')
      } catch (error) {
        console.warn('Map could not be loaded', error)
        if (!cancelled) setStatus('failed')
      }
    })()
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
      placedMarkers.clear()
    }
  }, [styleUrl])

  // Markers follow the dealer list.
  useEffect(() => {
    const instance = map.current
    if (status !== 'ready' || !instance) return
    let cancelled = false
    void import('maplibre-gl').then((maplibre) => {
      if (cancelled) return
      for (const { marker } of markers.current.values()) marker.remove()
      markers.current.clear()
      const placed = dealers.filter(({ dealer }) => dealer.data.companyID !== undefined)
      const offsets = spreadMarkers(
        placed.map(({ dealer }) => ({ id: dealer.data.companyID as number, lat: dealer.location.lat, lon: dealer.location.lon })),
      )
      const bounds = new maplibre.LngLatBounds()
      placed.forEach(({ dealer, position }, i) => {
        const id = dealer.data.companyID as number
        const element = document.createElement('button')
        element.type = 'button'
        element.className = 'dealer-marker'
        element.textContent = String(position)
        element.setAttribute('aria-label', `${position}. ${dealerDisplayName(dealer)}`)
        element.setAttribute('aria-pressed', 'false')
        element.dataset.companyId = String(id)
        // The first results sit on top where markers overlap; Tab order stays 1, 2, 3 ...
        element.style.zIndex = String(placed.length - i)
        element.addEventListener('click', (event) => {
          event.stopPropagation()
          selectDealer(dealer, position)
        })
        const offset = offsets[i] ?? { x: 0, y: 0 }
        const marker = new maplibre.Marker({ element, anchor: 'bottom', offset: [offset.x, offset.y] })
          .setLngLat([dealer.location.lon, dealer.location.lat])
          .addTo(instance)
        markers.current.set(id, { marker, element })
        bounds.extend([dealer.location.lon, dealer.location.lat])
      })
      if (placed.length === 1) instance.jumpTo({ center: bounds.getCenter(), zoom: 10 })
      else if (placed.length > 1) instance.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 0 })
    })
    return () => {
      cancelled = true
    }
  }, [dealers, status])

  // Selection state on the markers.
  useEffect(() => {
    for (const [id, { element }] of markers.current) {
      const selected = id === selectedId
      element.setAttribute('aria-pressed', String(selected))
      element.classList.toggle('dealer-marker--selected', selected)
    }
  })

  return (
    <div className="dealer-map" data-testid="dealer-map">
      {status === 'failed' ? (
        <h3 className="dealer-map__status" role="status">
          Map unavailable. Please use the list view.
        </h3>
      ) : null}
      {status === 'loading' ? (
        <p className="visually-hidden" role="status">
          Loading map
        </p>
      ) : null}
      <div ref={container} className="dealer-map__canvas" role="group" aria-label="Dealer map: choose a numbered marker to see that dealer" />
    </div>
  )
}
