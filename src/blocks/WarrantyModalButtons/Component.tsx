import type { WarrantyModalButtonsBlock } from '@/payload-types'
import { warrantyModalContent } from '@/components/warranty/modalContent'
import { LazyWarrantyModalTrigger } from '@/components/warranty/WarrantyModal.lazy'
import '@/components/warranty/warranty.css'

/** A row of buttons opening a start-a-claim, warranty look-up or generic modal (PB 2). */
export function WarrantyModalButtonsComponent({ buttons }: WarrantyModalButtonsBlock) {
  return (
    <div className="warranty-modal-buttons container">
      <div className="warranty-modal-buttons__row">
        {(buttons ?? []).map((button) => (
          <LazyWarrantyModalTrigger
            key={button.id ?? button.label}
            label={button.label}
            modal={warrantyModalContent(button.modal)}
            look={{ background: button.kind === 'generic' ? 'none' : 'baby-blue' }}
            testId={`warranty-${button.kind}-modal`}
          />
        ))}
      </div>
    </div>
  )
}
