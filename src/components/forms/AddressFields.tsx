'use client'

import { useEffect, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { parsePostalCode } from '@/domain/geo/postalCode'
import { AddressAutocomplete } from './AddressAutocomplete'
import { placesFillStreet, placesFillStreetKnown, type AddressSuggestion } from './addressAutocompleteAdapter'
import { StateSelect, TextField } from './fields'

type AddressFieldName = 'addressLine1' | 'city' | 'state' | 'zip'

export interface AddressFieldsProps {
  id: (name: string) => string
  /** The form's own react-hook-form functions; any form whose values include the four fields fits. */
  register: (name: AddressFieldName) => UseFormRegisterReturn
  setValue: (name: AddressFieldName, value: string, options?: { shouldValidate?: boolean }) => void
  errors: Partial<Record<AddressFieldName, { message?: string }>>
  /** Field labels (default English) and the option language of the state select. */
  labels?: { street: string; city: string; state: string; zip: string }
  language?: 'en' | 'fr'
}

const ENGLISH_LABELS = { street: 'Street address', city: 'City', state: 'State / Province', zip: 'Zip / Postal code' }

const SUGGESTIONS_LABELS = {
  en: { street: 'Address suggestions', city: 'City suggestions' },
  fr: { street: 'Suggestions d’adresses', city: 'Suggestions de villes' },
} as const

/** Whether the address autocomplete knows streets (asked once per page; false until known). */
function useStreetAutocomplete(): boolean {
  const [street, setStreet] = useState(() => placesFillStreetKnown() ?? false)
  useEffect(() => {
    let live = true
    void placesFillStreet().then((fills) => live && setStreet(fills))
    return () => {
      live = false
    }
  }, [])
  return street
}

/**
 * Street address, city, state and zip, as every dealer lead form shows them, with the address
 * autocomplete (US and Canada): on the street field when the server's places know streets (a
 * Photon geocoder), filling all four; otherwise on the city field, filling city, state and zip.
 * The form validates each field on leaving it (mode onTouched): a message, never a focus change;
 * only a submit moves focus to the first invalid field (readings 46).
 */
export function AddressFields({ id, register, setValue, errors, labels = ENGLISH_LABELS, language = 'en' }: AddressFieldsProps) {
  const streetLevel = useStreetAutocomplete()
  const suggestionsLabels = SUGGESTIONS_LABELS[language]

  function fill(s: AddressSuggestion) {
    if (s.street) setValue('addressLine1', s.street, { shouldValidate: true })
    setValue('city', s.city, { shouldValidate: true })
    setValue('state', s.state, { shouldValidate: true })
    // A Canadian FSA alone is the start of a postal code: left for the visitor to finish.
    if (s.zip) setValue('zip', s.zip, { shouldValidate: parsePostalCode(s.zip) !== null })
  }

  const street = { id: id('addressLine1'), label: labels.street, error: errors.addressLine1?.message, ...register('addressLine1') }
  const city = { id: id('city'), label: labels.city, error: errors.city?.message, ...register('city') }
  return (
    <>
      {streetLevel ? (
        <AddressAutocomplete {...street} fieldClassName="lead-form__wide" suggestionsLabel={suggestionsLabels.street} onSelectSuggestion={fill} />
      ) : (
        <TextField {...street} autoComplete="address-line1" fieldClassName="lead-form__wide" />
      )}
      {streetLevel ? (
        <TextField {...city} autoComplete="address-level2" />
      ) : (
        <AddressAutocomplete {...city} suggestionsLabel={suggestionsLabels.city} onSelectSuggestion={fill} />
      )}
      <StateSelect id={id('state')} label={labels.state} language={language} error={errors.state?.message} autoComplete="address-level1" {...register('state')} />
      <TextField id={id('zip')} label={labels.zip} autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
    </>
  )
}
