import type { WarrantyHeroBlock } from '@/payload-types'
import { warrantyModalContent } from '@/components/warranty/modalContent'
import { LazyWarrantyModalTrigger } from '@/components/warranty/WarrantyModal.lazy'
import '@/components/warranty/warranty.css'
import './styles.css'

/** Warranty hero (PB 2): heading, text and the register / look-up buttons, each opening its modal. */
export function WarrantyHeroComponent({ title, text, registerLabel, lookupLabel, registerModal, lookupModal, serialNumberDocument, id }: WarrantyHeroBlock) {
  const headingId = `warranty-hero-${id ?? 'block'}`
  return (
    <section className="warranty-hero" aria-labelledby={headingId}>
      <div className="container warranty-hero__inner">
        <h1 id={headingId} className="warranty-hero__title">
          {title}
        </h1>
        {text ? <p className="warranty-hero__text">{text}</p> : null}
        <div className="warranty-hero__actions">
          <LazyWarrantyModalTrigger label={registerLabel} modal={warrantyModalContent(registerModal, serialNumberDocument)} look={{ background: 'white' }} testId="warranty-register-modal" />
          <LazyWarrantyModalTrigger label={lookupLabel} modal={warrantyModalContent(lookupModal, serialNumberDocument)} look={{ background: 'none' }} testId="warranty-lookup-modal" />
        </div>
      </div>
    </section>
  )
}
