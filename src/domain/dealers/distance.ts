import type { Country } from '@/domain/geo/country'

/**
 * Ours: how far a dealer is from the searched place, as the card shows it ("4.2 mi").
 * Canadian searches read kilometres, US searches miles. One decimal below 10, whole numbers from 10
 * (a tenth of a mile means nothing 40 miles out); anything under a tenth reads as "< 0.1".
 */

export const KM_PER_MILE = 1.609344
/** The sphere geokdbush measures on (6371 km). */
export const EARTH_RADIUS_MILES = 3958.7613
export const RAD = Math.PI / 180

/** Haversine term of two points; `cosLat1`/`cosLat2` are passed in so callers can precompute them. */
export function haversineTerm(lat1: number, lon1: number, cosLat1: number, lat2: number, lon2: number, cosLat2: number): number {
  const sinDLat = Math.sin(((lat2 - lat1) * RAD) / 2)
  const sinDLon = Math.sin(((lon2 - lon1) * RAD) / 2)
  return Math.min(1, sinDLat * sinDLat + cosLat1 * cosLat2 * sinDLon * sinDLon)
}

export function milesFromHaversineTerm(h: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return milesFromHaversineTerm(haversineTerm(lat1, lon1, Math.cos(lat1 * RAD), lat2, lon2, Math.cos(lat2 * RAD)))
}

export interface SearchOrigin {
  lat: number
  lon: number
  country: Country
}

export type DistanceUnit = 'mi' | 'km'

export function distanceUnit(country: Country): DistanceUnit {
  return country === 'CA' ? 'km' : 'mi'
}

export function formatDistance(miles: number, unit: DistanceUnit): string {
  const value = unit === 'km' ? miles * KM_PER_MILE : miles
  if (!Number.isFinite(value) || value < 0) return ''
  if (value < 0.1) return `< 0.1 ${unit}`
  // Round first, so 9.96 becomes "10 mi", not "10.0 mi".
  const tenths = Math.round(value * 10) / 10
  return tenths < 10 ? `${tenths.toFixed(1)} ${unit}` : `${Math.round(value)} ${unit}`
}

/** The card's distance line; empty when the search has no origin (an unknown postal code). */
export function dealerDistanceLabel(origin: SearchOrigin | undefined, dealer: { lat: number; lon: number }): string {
  if (!origin) return ''
  return formatDistance(distanceMiles(origin.lat, origin.lon, dealer.lat, dealer.lon), distanceUnit(origin.country))
}

/** What a screen reader hears: "4.2 miles away", "12 kilometres away". */
export function distanceSpoken(label: string): string {
  return label.replace(/ mi$/, ' miles away').replace(/ km$/, ' kilometres away').replace(/^< /, 'less than ')
}
