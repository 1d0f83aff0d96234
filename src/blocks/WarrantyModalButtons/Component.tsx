import type { WarrantyModalButtonsBlock } from '@/payload-types'
import { warrantyModalContent } from '../WarrantyHero/modalContent'
import { WarrantyModalTriggerLazy } from '../WarrantyHero/WarrantyModal.lazy'
import '../WarrantyHero/styles.css'

/** A row of buttons opening a start-a-claim, warranty look-up or generic modal (PB 2). */
export function WarrantyModalButtonsComponent({ buttons }: WarrantyModalButtonsBlock) {
  return (
    <div className="warranty-modal-buttons container">
      <div className="warranty-modal-buttons__row">
        {(buttons ?? []).map((button) => (
          <WarrantyModalTriggerLazy
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
