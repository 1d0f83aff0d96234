'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { AddressAutocomplete } from './AddressAutocomplete'
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

/**
 * Street address, city (with the offline address autocomplete: US and Canada), state and zip,
 * as every dealer lead form shows them.
 */
export function AddressFields({ id, register, setValue, errors, labels = ENGLISH_LABELS, language = 'en' }: AddressFieldsProps) {
  return (
    <>
      {/* The form validates it on leaving (mode onTouched) and shows the message; focus stays where
          the visitor moves it and only a submit focuses the first invalid field (readings 46). */}
      <TextField
        id={id('addressLine1')}
        label={labels.street}
        autoComplete="address-line1"
        fieldClassName="lead-form__wide"
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <AddressAutocomplete
        id={id('city')}
        label={labels.city}
        suggestionsLabel={language === 'fr' ? 'Suggestions de villes' : undefined}
        error={errors.city?.message}
        {...register('city')}
        onSelectSuggestion={(s) => {
          setValue('city', s.city, { shouldValidate: true })
          setValue('state', s.state, { shouldValidate: true })
          setValue('zip', s.zip, { shouldValidate: s.country === 'US' })
          if (s.street) setValue('addressLine1', s.street, { shouldValidate: true })
        }}
      />
      <StateSelect id={id('state')} label={labels.state} language={language} error={errors.state?.message} autoComplete="address-level1" {...register('state')} />
      <TextField id={id('zip')} label={labels.zip} autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
    </>
  )
}
