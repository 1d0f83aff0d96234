import type { RegisterButtonBlock } from '@/payload-types'
import { warrantyModalContent } from '@/components/warranty/modalContent'
import { LazyWarrantyModalTrigger } from '@/components/warranty/WarrantyModal.lazy'
import '@/components/warranty/warranty.css'

/** The register-new-product button (PB 2, default label Register New Product); opens the register modal. */
export function RegisterButtonComponent({ label, modal }: RegisterButtonBlock) {
  return (
    <div className="warranty-modal-buttons container">
      <LazyWarrantyModalTrigger label={label} modal={warrantyModalContent(modal)} look={{ background: 'baby-blue' }} testId="warranty-register-button-modal" />
    </div>
  )
}
