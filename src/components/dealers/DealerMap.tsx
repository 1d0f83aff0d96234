'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { GeoJSONSource, Map as MapLibreMap, MapSourceDataEvent, Marker, StyleSpecification } from 'maplibre-gl'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName } from '@/domain/dealers/locatorView'
import { spreadMarkers } from '@/domain/dealers/mapMarkers'
import { type LabelBox, pickCityLabels, type MapCitiesFile, type MapCityRow, type ScreenRect } from '@/domain/geo/mapCities'
import { PMTILES_STYLE_PATH } from '@/lib/mapStyle'
import Supercluster from 'supercluster'
import { loadMapLibre } from './mapAssets'
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

const LAND_COLOR = '#fbfaf6'
const WATER_COLOR = '#cfe3f5'
const basemapShown = new WeakSet<MapLibreMap>()

/**
 * The offline base map. Its regions (676 KB of GeoJSON, parsed and tiled by MapLibre's worker) are
 * given after the dealers' pins are placed (`showBasemap`): the worker reads the dealers first, so the
 * pins do not wait behind the base map. Until then the map is plain land colour with the pins on it.
 */
export function offlineMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { regions: { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, attribution: BASEMAP_ATTRIBUTION } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': LAND_COLOR } },
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

/**
 * Gives the offline base map its regions (once per map): the water colour comes with them, when the
 * worker has read them, so the land never shows as water meanwhile. Other styles carry their own.
 */
function showBasemap(instance: MapLibreMap) {
  if (basemapShown.has(instance)) return
  basemapShown.add(instance)
  const give = () => {
    // Another style (MAP_STYLE_URL, PMTiles) brings its own base map.
    const regions = instance.getSource<GeoJSONSource>('regions')
    if (!regions) return
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId !== 'regions' || !event.isSourceLoaded) return
      instance.off('sourcedata', onData)
      instance.setPaintProperty('water', 'background-color', WATER_COLOR)
    }
    instance.on('sourcedata', onData)
    regions.setData(BASEMAP_URL)
  }
  // The pins may be up before the style is read.
  if (instance.getSource('regions')) give()
  else instance.once('style.load', give)
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

/** Markers closer than this (px) merge into a cluster: about a marker's width. */
const CLUSTER_RADIUS_PX = 36
/** Past this zoom every dealer has its own marker (dealers at one address are then spread apart). */
const CLUSTER_MAX_ZOOM = 13
/** The whole map: every dealer is on it once at any zoom, as its own marker or in a cluster. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85]

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
        const maplibre = await loadMapLibre()
        if (cancelled || !container.current) return
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
        // The pins go on at once: they are HTML, clustered here (supercluster, a few dozen dealers), so
        // they wait neither for the style, nor for MapLibre's worker, nor for a frame of the base map
        // (on a phone that was most of the wait; see docs/perf.md, bench:map).
        instance.on('moveend', () => refresh.current())
        map.current = instance
        setStatus('ready')
        instance.once('style.load', () => {
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
    void loadMapLibre().then((maplibre) => {
      if (cancelled) return
      const located = dealers.filter(({ dealer }) => dealer.data.companyID !== undefined)
      // No pins to wait for.
      if (!located.length) showBasemap(instance)
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
      const index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM })
      index.load(
        located.map(({ dealer }) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [dealer.location.lon, dealer.location.lat] },
          properties: { id: dealer.data.companyID as number },
        })),
      )
      refresh.current = () => {
        const points = new Map<number, MappedDealer>()
        const clusters: ClusterHit[] = []
        for (const feature of index.getClusters(WORLD, Math.floor(instance.getZoom()))) {
          const [lon, lat] = feature.geometry.coordinates as [number, number]
          const props = feature.properties
          if ('cluster' in props && props.cluster) {
            clusters.push({ key: `c${props.cluster_id}`, clusterId: props.cluster_id, count: props.point_count, lon, lat })
          } else if ('id' in props) {
            const item = byId.get(props.id)
            if (item) points.set(props.id, item)
          }
        }
        place(points, clusters)
      }

      const place = (points: Map<number, MappedDealer>, clusters: ClusterHit[]) => {
        const seen = new Set<string>()
        for (const { key, clusterId, count, lon, lat } of clusters) {
          seen.add(key)
          if (placed.current.has(key)) continue
          const element = markerButton('dealer-cluster', String(count), `${count} dealers here: zoom in`)
          element.addEventListener('click', (event) => {
            event.stopPropagation()
            instance.easeTo({ center: [lon, lat], zoom: index.getClusterExpansionZoom(clusterId) })
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
        // The pins are up: now the worker reads the base map.
        showBasemap(instance)
      }

      const bounds = new maplibre.LngLatBounds()
      for (const { dealer } of located) bounds.extend([dealer.location.lon, dealer.location.lat])
      if (homeMarker) bounds.extend(homeMarker.getLngLat())
      const points = located.length + (homeMarker ? 1 : 0)
      if (points === 1) instance.jumpTo({ center: bounds.getCenter(), zoom: 10 })
      else if (points > 1) instance.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 0 })
      refresh.current()
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
