'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { spreadMarkers } from '@/domain/dealers/mapMarkers'
import { type LabelBox, pickCityLabels, type MapCitiesFile, type MapCityRow, type ScreenRect } from '@/domain/geo/mapCities'
import { PMTILES_STYLE_PATH } from '@/lib/mapStyle'
import './dealers.css'

/**
 * Map adapter. Default: the offline base map shipped in public/geo/basemap.json (US states and
 * Canadian provinces, no tiles, no fonts), so the map works with no third-party host. With
 * MAP_STYLE_URL set (server env, passed in as `styleUrl`) MapLibre loads that style instead,
 * e.g. a self-hosted or commercial vector-tile style; next.config.mjs adds its origin to the CSP.
 * With MAP_PMTILES_URL the style is PMTILES_STYLE_PATH: streets from a self-hosted PMTiles archive,
 * through the `pmtiles` protocol, whose code is loaded only then.
 */
export const BASEMAP_URL = '/geo/basemap.json'
/** MapLibre's worker, copied from the package (see docs/locator.md). */
export const MAPLIBRE_WORKER_URL = '/vendor/maplibre-gl-worker-6.17.0.js'
const BASEMAP_ATTRIBUTION = 'Boundaries: US Census Bureau, Natural Earth; cities: GeoNames'
/** City names of the offline base map (public/geo/map-cities.json, see src/domain/geo/mapCities.ts). */
export const MAP_CITIES_URL = '/geo/map-cities.json'
let pmtilesProtocol: Promise<void> | undefined
/** Registers the `pmtiles://` protocol with MapLibre, once per page. */
function registerPmtiles(maplibre: typeof import('maplibre-gl')): Promise<void> {
  pmtilesProtocol ??= import('pmtiles').then(({ Protocol }) => {
    maplibre.addProtocol('pmtiles', new Protocol().tile)
  })
  return pmtilesProtocol
}

/** City names shown at once: enough to place the dealers, few enough not to crowd the pins. */
const MAX_CITY_LABELS = 12

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

/** The searched place: a house pin the dealers are seen around. */
export interface MapHome {
  lat: number
  lon: number
  /** What the visitor searched ("10001", "Austin, TX"). */
  label: string
}

export interface DealerMapProps {
  dealers: readonly MappedDealer[]
  /** The searched place, when the search found one. */
  home?: MapHome
  selectedId: number | undefined
  onSelect: (dealer: Dealer, position: number) => void
  /** A MapLibre style URL; unset = the offline base map. */
  styleUrl?: string
}

type MapStatus = 'loading' | 'ready' | 'failed'

const SOURCE_ID = 'dealers'
/** Markers closer than this (px) merge into a cluster: about a marker's width. */
const CLUSTER_RADIUS_PX = 36
/** Past this zoom every dealer has its own marker (dealers at one address are then spread apart). */
export const CLUSTER_MAX_ZOOM = 13

/** The zoom a cluster was formed at, from its id (MapLibre's clusterer: id = (index << 5) + zoom + 1 + point count). */
export function clusterZoom(clusterId: number, pointCount: number): number {
  return ((clusterId - pointCount) % 32) - 1
}

type Placed = { marker: Marker; element: HTMLButtonElement; order: number }

function markerButton(className: string, text: string, label: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = className
  element.textContent = text
  element.setAttribute('aria-label', label)
  return element
}

/**
 * The dealers on a map. MapLibre's GeoJSON source clusters them (overlapping markers merge into a
 * numbered cluster that zooms in when chosen); each cluster and each dealer is an HTML button, so the
 * map is usable with Tab and Enter, in list order. Selecting a dealer elsewhere (the list beside the
 * map) brings its marker into view and highlights it. Cooperative gestures: one finger and the
 * mouse wheel scroll the page; two fingers or Ctrl + wheel move the map.
 */
/** A house (not a teardrop) so the searched place never reads as a dealer. */
const HOUSE_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3z"/></svg>'

/** Where the pins, clusters and home pin are drawn on the map, padded a little: no city name goes there. */
function pinBoxes(canvas: HTMLElement): ScreenRect[] {
  const origin = canvas.getBoundingClientRect()
  const pad = 4
  const container = canvas.closest('.maplibregl-map') ?? canvas.parentElement
  return [...(container?.querySelectorAll('.dealer-marker, .dealer-cluster, .dealer-home') ?? [])].map((element) => {
    const box = element.getBoundingClientRect()
    return { left: box.left - origin.left - pad, right: box.right - origin.left + pad, top: box.top - origin.top - pad, bottom: box.bottom - origin.top + pad }
  })
}

/** The size of a city name as the map draws it (its font, measured), with room for its white halo. */
function measuredLabelBox(container: HTMLElement): LabelBox | undefined {
  const probe = cityElement('Probe')
  probe.style.visibility = 'hidden'
  probe.style.position = 'absolute'
  container.appendChild(probe)
  const style = getComputedStyle(probe)
  const height = probe.getBoundingClientRect().height
  probe.remove()
  const context = document.createElement('canvas').getContext('2d')
  if (!context || !height) return undefined
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  const halo = 4
  return { width: (name) => context.measureText(name).width + 2 * halo, height: height + halo }
}

/** A city name on the offline base map: text only, for sighted readers (the list names each dealer's town). */
function cityElement(name: string): HTMLDivElement {
  const element = document.createElement('div')
  element.className = 'dealer-map__city'
  element.setAttribute('aria-hidden', 'true')
  element.textContent = name
  // Below the home pin and every dealer pin.
  element.style.zIndex = '0'
  return element
}

/** The home pin: an image, not a control (there is nothing to do with it), named for screen readers. */
function homeElement(label: string): HTMLDivElement {
  const element = document.createElement('div')
  element.className = 'dealer-home'
  element.setAttribute('role', 'img')
  element.setAttribute('aria-label', `Your search: ${label}`)
  element.innerHTML = HOUSE_SVG
  // Above the city names, under every dealer pin: the searched place never hides a dealer.
  element.style.zIndex = '1'
  return element
}

export function DealerMap({ dealers, home, selectedId, onSelect, styleUrl }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const placed = useRef<Map<string, Placed>>(new Map())
  const refresh = useRef<() => void>(() => undefined)
  const redrawLabels = useRef<() => void>(() => undefined)
  // Marker clicks call the latest onSelect without re-creating the markers when it changes.
  const selectDealer = useEffectEvent(onSelect)
  const selected = useRef(selectedId)
  const [status, setStatus] = useState<MapStatus>('loading')

  // Create the map once, with the (empty) clustered source.
  useEffect(() => {
    let cancelled = false
    let created: MapLibreMap | undefined
    const markers = placed.current
    // The offline style (and the PMTiles one without glyphs) has no text layer: its city names are
    // HTML labels. Fetched beside the map's own code, so they never hold up the pins.
    const cities: Promise<MapCityRow[]> = styleUrl && styleUrl !== PMTILES_STYLE_PATH
      ? Promise.resolve([])
      : fetch(MAP_CITIES_URL)
          .then((response) => (response.ok ? (response.json() as Promise<MapCitiesFile>) : { version: 1 as const, rows: [] }))
          .then((file) => file.rows)
          .catch(() => [])
    void (async () => {
      try {
        const maplibre = await import('maplibre-gl')
        if (cancelled || !container.current) return
        maplibre.setWorkerUrl(MAPLIBRE_WORKER_URL)
        if (styleUrl === PMTILES_STYLE_PATH) await registerPmtiles(maplibre)
        if (cancelled || !container.current) return
        const instance = new maplibre.Map({
          container: container.current,
          style: styleUrl || offlineMapStyle(),
          center: [-96, 42],
          zoom: 3,
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
          cooperativeGestures: true,
        })
        created = instance
        instance.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right')
        instance.addControl(new maplibre.AttributionControl({ compact: true }), 'bottom-right')
        instance.on('error', (event) => console.warn('Map error', event.error?.message ?? event))
        // The dealers' source and pins go in as soon as the style is read, not after `load` (the base
        // map's sources fetched and tiled and a frame drawn): on a slow phone that was most of the wait.
        instance.once('style.load', () => {
          instance.addSource(SOURCE_ID, {
            type: 'geojson',
            data: { type: 'FeatureCollection', features: [] },
            cluster: true,
            clusterRadius: CLUSTER_RADIUS_PX,
            clusterMaxZoom: CLUSTER_MAX_ZOOM,
          })
          // The source's tiles load only for a layer; this one draws nothing (the markers are HTML).
          instance.addLayer({ id: 'dealers-hidden', type: 'circle', source: SOURCE_ID, paint: { 'circle-radius': 0, 'circle-opacity': 0 } })
          instance.on('moveend', () => refresh.current())
          instance.on('sourcedata', (event) => {
            if (event.sourceId === SOURCE_ID && event.isSourceLoaded) refresh.current()
          })
          map.current = instance
          if (!cancelled) setStatus('ready')
          void cities.then((rows) => {
            // A style with glyphs draws its own names.
            if (cancelled || !rows.length || instance.getStyle().glyphs) return
            const labels = new Map<string, Marker>()
            const labelBox = measuredLabelBox(instance.getContainer())
            const drawLabels = () => {
              const canvas = instance.getCanvas()
              const view = { width: canvas.clientWidth, height: canvas.clientHeight }
              const picked = pickCityLabels(rows, (lon, lat) => instance.project([lon, lat]), view, MAX_CITY_LABELS, pinBoxes(canvas), labelBox)
              const keep = new Set<string>()
              for (const { name, lat, lon } of picked) {
                const key = `${name}@${lat},${lon}`
                keep.add(key)
                if (!labels.has(key)) labels.set(key, new maplibre.Marker({ element: cityElement(name) }).setLngLat([lon, lat]).addTo(instance))
              }
              for (const [key, label] of labels) {
                if (keep.has(key)) continue
                label.remove()
                labels.delete(key)
              }
            }
            instance.on('moveend', drawLabels)
            // Pins are placed after a move ends (clusters are computed then): names are placed again around them.
            redrawLabels.current = drawLabels
            drawLabels()
          })
        })
      } catch (error) {
        console.warn('Map could not be loaded', error)
        if (!cancelled) setStatus('failed')
      }
    })()
    return () => {
      cancelled = true
      // The map may still be loading its style (map.current is set on load): remove it either way.
      created?.remove()
      map.current = null
      markers.clear()
    }
  }, [styleUrl])

  const homeLat = home?.lat
  const homeLon = home?.lon
  const homeLabel = home?.label

  // The dealer list: new data for the source, markers rebuilt from what it shows, bounds fitted
  // around the dealers and the searched place.
  useEffect(() => {
    const instance = map.current
    if (status !== 'ready' || !instance) return
    let cancelled = false
    let homeMarker: Marker | undefined
    void import('maplibre-gl').then((maplibre) => {
      if (cancelled) return
      const source = instance.getSource<GeoJSONSource>(SOURCE_ID)
      if (!source) return
      const located = dealers.filter(({ dealer }) => dealer.data.companyID !== undefined)
      const byId = new Map(located.map((item) => [item.dealer.data.companyID as number, item]))
      const offsets = new Map(
        spreadMarkers(located.map(({ dealer }) => ({ id: dealer.data.companyID as number, lat: dealer.location.lat, lon: dealer.location.lon }))).map(
          (o) => [o.id, o],
        ),
      )
      for (const { marker } of placed.current.values()) marker.remove()
      placed.current.clear()
      if (homeLat !== undefined && homeLon !== undefined && homeLabel !== undefined) {
        homeMarker = new maplibre.Marker({ element: homeElement(homeLabel), anchor: 'bottom', offset: [0, -6] }).setLngLat([homeLon, homeLat]).addTo(instance)
      }

      type ClusterHit = { key: string; clusterId: number; count: number; lon: number; lat: number }
      let generation = 0
      refresh.current = () => {
        const run = ++generation
        const level = Math.floor(instance.getZoom())
        const points = new Map<number, MappedDealer>()
        const clusterHits = new Map<string, ClusterHit>()
        for (const feature of instance.querySourceFeatures(SOURCE_ID)) {
          if (feature.geometry.type !== 'Point') continue
          const [lon, lat] = feature.geometry.coordinates as [number, number]
          const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number }
          if (props.cluster && props.cluster_id !== undefined) {
            // A cluster id carries the zoom it was made at; clusters of the current zoom were made at it or above.
            if (clusterZoom(props.cluster_id, located.length) < level) continue
            const key = `c${props.cluster_id}`
            clusterHits.set(key, { key, clusterId: props.cluster_id, count: props.point_count ?? 0, lon, lat })
          } else if (props.id !== undefined) {
            const item = byId.get(props.id)
            if (item) points.set(props.id, item)
          }
        }
        // MapLibre keeps loaded tiles of other zooms beside the current ones (the first world view),
        // so the same dealers can come back in a coarser cluster too. Each dealer is shown once: its
        // own marker first, then the finest cluster holding it.
        void Promise.all(
          [...clusterHits.values()].map((hit) =>
            source.getClusterLeaves(hit.clusterId, located.length, 0).then(
              (leaves) => ({ hit, ids: leaves.map((leaf) => (leaf.properties as { id?: number } | null)?.id) }),
              () => ({ hit, ids: [] as (number | undefined)[] }),
            ),
          ),
        ).then((clusters) => {
          if (run !== generation) return
          const shown = new Set<number>(points.keys())
          const keep = new Set<string>()
          for (const { hit, ids } of clusters.sort((x, y) => x.hit.count - y.hit.count)) {
            if (!ids.length || ids.some((id) => id === undefined || shown.has(id))) continue
            for (const id of ids) shown.add(id as number)
            keep.add(hit.key)
          }
          place(points, [...clusterHits.values()].filter((hit) => keep.has(hit.key)))
        })
      }

      const place = (points: Map<number, MappedDealer>, clusters: ClusterHit[]) => {
        const seen = new Set<string>()
        for (const { key, clusterId, count, lon, lat } of clusters) {
          seen.add(key)
          if (placed.current.has(key)) continue
          const element = markerButton('dealer-cluster', String(count), `${count} dealers here: zoom in`)
          element.addEventListener('click', (event) => {
            event.stopPropagation()
            void source.getClusterExpansionZoom(clusterId).then((zoom) => instance.easeTo({ center: [lon, lat], zoom }))
          })
          const marker = new maplibre.Marker({ element }).setLngLat([lon, lat]).addTo(instance)
          placed.current.set(key, { marker, element, order: 10_000 + count })
        }
        for (const [id, { dealer, position }] of points) {
          const key = `d${id}`
          seen.add(key)
          if (placed.current.has(key)) continue
          const element = markerButton('dealer-marker', String(position), `${position}. ${dealerDisplayName(dealer)}`)
          element.dataset.companyId = String(id)
          element.addEventListener('click', (event) => {
            event.stopPropagation()
            selectDealer(dealer, position)
          })
          const offset = offsets.get(id) ?? { x: 0, y: 0 }
          const marker = new maplibre.Marker({ element, anchor: 'bottom', offset: [offset.x, offset.y] })
            .setLngLat([dealer.location.lon, dealer.location.lat])
            .addTo(instance)
          placed.current.set(key, { marker, element, order: position })
        }
        for (const [key, { marker }] of placed.current) {
          if (seen.has(key)) continue
          marker.remove()
          placed.current.delete(key)
        }
        // Tab order follows the list: dealers 1, 2, 3 ..., then the clusters; earlier ones drawn on top.
        const ordered = [...placed.current.values()].sort((x, y) => x.order - y.order)
        ordered.forEach(({ element }, i) => {
          element.parentElement?.appendChild(element)
          // From 2 up: above the home pin (1) and the city names (0).
          element.style.zIndex = String(ordered.length - i + 1)
        })
        markSelected()
        redrawLabels.current()
      }

      source.setData({
        type: 'FeatureCollection',
        features: located.map(({ dealer }) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [dealer.location.lon, dealer.location.lat] },
          properties: { id: dealer.data.companyID as number },
        })),
      })
      const bounds = new maplibre.LngLatBounds()
      for (const { dealer } of located) bounds.extend([dealer.location.lon, dealer.location.lat])
      if (homeMarker) bounds.extend(homeMarker.getLngLat())
      const points = located.length + (homeMarker ? 1 : 0)
      if (points === 1) instance.jumpTo({ center: bounds.getCenter(), zoom: 10 })
      else if (points > 1) instance.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 0 })
    })
    return () => {
      cancelled = true
      homeMarker?.remove()
    }
  }, [dealers, status, homeLat, homeLon, homeLabel])

  function markSelected() {
    for (const [key, { element }] of placed.current) {
      if (!key.startsWith('d')) continue
      const isSelected = element.dataset.companyId === String(selected.current)
      element.setAttribute('aria-pressed', String(isSelected))
      element.classList.toggle('dealer-marker--selected', isSelected)
    }
  }

  // A dealer chosen in the list: highlight its marker, zooming in if it is inside a cluster or off screen.
  useEffect(() => {
    selected.current = selectedId
    markSelected()
    const instance = map.current
    if (selectedId === undefined || !instance) return
    const item = dealers.find(({ dealer }) => dealer.data.companyID === selectedId)
    if (!item) return
    const point: [number, number] = [item.dealer.location.lon, item.dealer.location.lat]
    if (placed.current.has(`d${selectedId}`) && instance.getBounds().contains(point)) return
    instance.easeTo({ center: point, zoom: Math.max(instance.getZoom(), CLUSTER_MAX_ZOOM + 1) })
  })

  return (
    <div className="dealer-map" data-testid="dealer-map">
      {status === 'failed' ? (
        <h3 className="dealer-map__status" role="status">
          Map unavailable. Please use the list view.
        </h3>
      ) : null}
      {status === 'loading' ? (
        <p className="dealer-map__loading" role="status" data-testid="dealer-map-loading">
          Loading map…
        </p>
      ) : null}
      <div
        ref={container}
        className="dealer-map__canvas"
        role="group"
        aria-label="Dealer map: choose a numbered marker to see that dealer, or a cluster to zoom in"
      />
    </div>
  )
}
