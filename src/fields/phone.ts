import type { TextFieldSingleValidation } from 'payload'
import { toE164 } from '@/domain/address/phone'

/** A US or Canadian number when filled in (a required field also refuses empty through `required`). */
export const validateOptionalPhone: TextFieldSingleValidation = (value, { required }) => {
  if (!value?.trim()) return required ? 'This field is required.' : true
  return toE164(value) !== null ? true : 'Enter a valid US or Canadian phone number'
}
