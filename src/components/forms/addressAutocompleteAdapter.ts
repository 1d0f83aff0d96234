/**
 * Address autocomplete adapter. The offline default asks our own GET /api/places/suggest
 * (ZIP, FSA and city data shipped with the app, US and Canada only) and completes city,
 * state/province and ZIP/FSA; it knows no streets. A provider adapter (a places API) would
 * implement the same interface and also return `street`; register it in
 * `getAddressAutocompleteAdapter`. Nothing here calls a third-party host.
 */

export interface AddressSuggestion {
  /** Text shown in the list. */
  label: string
  street?: string
  city: string
  state: string
  zip: string
  country: 'US' | 'CA'
}

export interface AddressAutocompleteAdapter {
  readonly name: string
  suggest(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>
}

interface PlaceJson {
  city: string
  state: string
  country: string
  postalCode: string
}

export const MIN_AUTOCOMPLETE_CHARS = 2

export const offlinePlacesAdapter: AddressAutocompleteAdapter = {
  name: 'offline-places',
  async suggest(query, signal) {
    const text = query.trim()
    if (text.length < MIN_AUTOCOMPLETE_CHARS) return []
    const response = await fetch(`/api/places/suggest?q=${encodeURIComponent(text)}&limit=6`, { signal })
    if (!response.ok) return []
    const body = (await response.json()) as { places?: PlaceJson[] }
    return (body.places ?? [])
      .filter((p) => p.country === 'US' || p.country === 'CA')
      .map((p) => ({
        label: `${p.city}, ${p.state} ${p.postalCode}`,
        city: p.city,
        state: p.state,
        // Canada: only the FSA is known; it starts the postal code for the visitor to finish.
        zip: p.country === 'CA' ? `${p.postalCode} ` : p.postalCode,
        country: p.country as 'US' | 'CA',
      }))
  },
}

export function getAddressAutocompleteAdapter(): AddressAutocompleteAdapter {
  return offlinePlacesAdapter
}
