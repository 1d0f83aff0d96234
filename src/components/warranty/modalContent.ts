import type { WarrantyHeroBlock } from '@/payload-types'
import { paragraphs } from '@/domain/blocks/accordion'
import { isSafeLinkUrl } from '@/domain/pages/linkHref'
import { documentLink, type DocumentLink } from '@/components/ui/documentLink'

type ModalField = WarrantyHeroBlock['registerModal']

/** The serialisable content a client modal needs (server -> client props). */
export type WarrantyModalContent = {
  title: string
  intro: string | null
  checklist: string[]
  paragraphs: string[]
  appUrl: string | null
  appLabel: string
  serialNumberDocument: DocumentLink | null
}

export function warrantyModalContent(modal: ModalField, serialNumberDocument?: WarrantyHeroBlock['serialNumberDocument']): WarrantyModalContent {
  const appUrl = modal.appUrl?.trim()
  return {
    title: modal.title,
    intro: modal.intro ?? null,
    checklist: (modal.checklist ?? []).map((row) => row.item),
    paragraphs: paragraphs(modal.body),
    appUrl: appUrl && isSafeLinkUrl(appUrl) ? appUrl : null,
    appLabel: modal.appLabel || 'Continue',
    serialNumberDocument: documentLink(serialNumberDocument),
  }
}
