/**
 * Address autocomplete adapter. It asks our own GET /api/places/suggest, which answers from the
 * offline places shipped with the app (ZIP, FSA and city: city, state and ZIP/FSA, no streets) or,
 * when the server has PHOTON_URL, from a self-hosted Photon geocoder (street too), falling back to
 * the offline places when it fails (src/server/places/addressPlaces.ts). US and Canada only.
 * The browser never calls a third-party host.
 */

export interface AddressSuggestion {
  /** Text shown in the list. */
  label: string
  street?: string
  city: string
  state: string
  /** '' when unknown; a Canadian FSA is followed by a space for the visitor to finish. */
  zip: string
  country: 'US' | 'CA'
}

export interface AddressAutocompleteAdapter {
  readonly name: string
  suggest(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>
}

interface PlaceJson {
  street?: string
  city: string
  state: string
  country: string
  postalCode: string
}

export const MIN_AUTOCOMPLETE_CHARS = 2

const isFsa = (code: string) => /^[A-Z]\d[A-Z]$/i.test(code)

export const sitePlacesAdapter: AddressAutocompleteAdapter = {
  name: 'site-places',
  async suggest(query, signal) {
    const text = query.trim()
    if (text.length < MIN_AUTOCOMPLETE_CHARS) return []
    const response = await fetch(`/api/places/suggest?q=${encodeURIComponent(text)}&limit=6`, { signal })
    if (!response.ok) return []
    const body = (await response.json()) as { places?: PlaceJson[] }
    return (body.places ?? [])
      .filter((p) => p.country === 'US' || p.country === 'CA')
      .map((p) => ({
        label: [p.street, p.city, `${p.state} ${p.postalCode}`.trim()].filter(Boolean).join(', '),
        ...(p.street ? { street: p.street } : {}),
        city: p.city,
        state: p.state,
        // Only the FSA is known offline: it starts the postal code for the visitor to finish.
        zip: isFsa(p.postalCode) ? `${p.postalCode} ` : p.postalCode,
        country: p.country as 'US' | 'CA',
      }))
  },
}

export function getAddressAutocompleteAdapter(): AddressAutocompleteAdapter {
  return sitePlacesAdapter
}

let fillsStreet: Promise<boolean> | undefined
let knownFillsStreet: boolean | undefined

/** Whether the server's places know streets (Photon): then the street field hosts the autocomplete. Asked once per page. */
export function placesFillStreet(): Promise<boolean> {
  fillsStreet ??= fetch('/api/places/capabilities')
    .then((response): Promise<{ fills?: unknown }> | { fills?: unknown } => (response.ok ? response.json() : {}))
    .then((body) => Array.isArray(body.fills) && body.fills.includes('street'))
    .catch(() => false)
    .then((fills) => (knownFillsStreet = fills))
  return fillsStreet
}

/** The answer of `placesFillStreet` once known, so forms shown later render the right field at once. */
export function placesFillStreetKnown(): boolean | undefined {
  return knownFillsStreet
}
