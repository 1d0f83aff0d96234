'use client'

import { ChangeLocationModal } from '@/components/dealers/ChangeLocationModal'
import { DealerModals, type DealerModalsController } from '@/components/dealers/DealerModals'
import type { DealerSearch } from '@/components/dealers/useDealerSearch'
import type { LocatorSettings } from './Component.client'

/** The locator's dialogs: contact, reviews, and (outside single-dealer mode) change location. */
export function LocatorModals({
  modals,
  search,
  settings,
  changeOpen,
  onChangeOpen,
  singleDealerMode,
  bookOnline,
}: {
  modals: DealerModalsController
  search: DealerSearch
  settings: LocatorSettings
  changeOpen: boolean
  onChangeOpen: (open: boolean) => void
  singleDealerMode: boolean
  bookOnline: boolean
}) {
  return (
    <>
      <DealerModals
        modals={modals}
        zipcode={search.request?.zipcode}
        privacyPolicyUrl={settings.privacyPolicyUrl}
        supportPhone={settings.supportPhone}
        bookOnline={bookOnline}
      />
      {!singleDealerMode ? (
        <ChangeLocationModal
          open={changeOpen}
          onOpenChange={onChangeOpen}
          initialValue={search.request?.zipcode ?? ''}
          onSubmit={(value) => search.run(value)}
        />
      ) : null}
    </>
  )
}
