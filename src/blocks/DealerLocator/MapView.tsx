'use client'

import dynamic from 'next/dynamic'
import { DealerCard, type DealerCardOptions } from '@/components/dealers/DealerCard'
import type { DealerModalsController } from '@/components/dealers/DealerModals'
import { Spinner } from '@/components/ui/Spinner'
import type { MapHome } from '@/components/dealers/DealerMap'
import { loadMapLibre } from '@/components/dealers/mapAssets'
import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerDisplayName, LOCATOR_MESSAGES } from '@/domain/dealers/locatorView'

/**
 * MapLibre and the map's code load only when a map is shown (the Map view, or beside the list on a
 * desktop); MapLibre and its workers start loading then too, beside the map's own code.
 */
export const DealerMap = dynamic(() => {
  void loadMapLibre()
  return import('@/components/dealers/DealerMap').then((m) => m.DealerMap)
}, {
  ssr: false,
  loading: () => <Spinner label="Loading map" />,
})

export interface PositionedDealer {
  dealer: Dealer
  position: number
  distance: string
}

/** Map view: the map, the chosen dealer's card, and the list of dealers; choosing in one highlights the others. */
export function LocatorMapView({
  uid,
  dealers,
  selectedId,
  onSelect,
  cardOptions,
  modals,
  mapStyleUrl,
  home,
}: {
  uid: string
  dealers: readonly PositionedDealer[]
  selectedId: number | undefined
  onSelect: (companyId: number | undefined) => void
  cardOptions: DealerCardOptions
  modals: DealerModalsController
  mapStyleUrl?: string
  /** The searched place (a house pin), when the search found one. */
  home?: MapHome
}) {
  const selected = dealers.find((item) => item.dealer.data.companyID === selectedId)
  return (
    <div className="locator__map-view">
      <DealerMap dealers={dealers} home={home} selectedId={selectedId} onSelect={(dealer) => onSelect(dealer.data.companyID)} styleUrl={mapStyleUrl} />
      <div className="locator__map-side">
        <div className="locator__map-card" aria-live="polite">
          {selected ? (
            <DealerCard
              dealer={selected.dealer}
              position={selected.position}
              distance={selected.distance}
              options={cardOptions}
              {...modals.handlers}
            />
          ) : (
            <p className="locator__map-prompt">{LOCATOR_MESSAGES.selectDealerOnMap}</p>
          )}
        </div>
        <h3 className="visually-hidden" id={`${uid}-map-list`}>
          Dealers on the map
        </h3>
        <ol className="locator__map-list" aria-labelledby={`${uid}-map-list`} data-testid="map-dealer-list">
          {dealers.map(({ dealer, position, distance }) => {
            const id = dealer.data.companyID
            return (
              <li key={id ?? position} value={position}>
                <button
                  type="button"
                  className="locator__map-item"
                  aria-pressed={id !== undefined && id === selectedId}
                  data-company-id={id}
                  onClick={() => onSelect(id)}
                >
                  <span>{dealerDisplayName(dealer)}</span>
                  {distance ? <span className="locator__map-distance">{distance}</span> : null}
                </button>
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}
