import type { RegisterButtonBlock } from '@/payload-types'
import { warrantyModalContent } from '../WarrantyHero/modalContent'
import { WarrantyModalTriggerLazy } from '../WarrantyHero/WarrantyModal.lazy'
import '../WarrantyHero/styles.css'

/** The register-new-product button (PB 2, default label Register New Product); opens the register modal. */
export function RegisterButtonComponent({ label, modal }: RegisterButtonBlock) {
  return (
    <div className="warranty-modal-buttons container">
      <WarrantyModalTriggerLazy label={label} modal={warrantyModalContent(modal)} look={{ background: 'baby-blue' }} testId="warranty-register-button-modal" />
    </div>
  )
}
