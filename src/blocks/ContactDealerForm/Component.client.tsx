'use client'

import { DealerLeadForm, dealerLeadFormSchemas, type DealerLeadStepSchemas } from '@/components/forms/DealerLeadForm'
import { LEAD_FORM_NAMES, LEAD_SOURCES } from '@/domain/leads/leadNames'
import { CONTACT_BLOCK_TEXT, type ContactBlockLanguage } from '@/domain/leads/messages'
import '@/components/forms/forms.css'

type Step1 = DealerLeadStepSchemas['step1']
type Step2 = DealerLeadStepSchemas['step2']

// English: the lead form's rules and messages; French: ours plus the spec's state message. Fetched
// when the visitor starts using the form (DealerLeadForm), not with the page.
const SCHEMAS: Record<ContactBlockLanguage, () => Promise<DealerLeadStepSchemas>> = {
  en: dealerLeadFormSchemas,
  fr: () => import('@/domain/leads/leadSchemas').then((m) => ({ step1: m.contactDealerBlockFrStep1Schema as unknown as Step1, step2: m.contactDealerBlockFrStep2Schema as unknown as Step2 })),
}

export interface ContactDealerFormClientProps {
  language: ContactBlockLanguage
  title: string
  companyId?: number
  privacyPolicyUrl: string
  supportPhone: string
  brandName: string
}

/** DealerLeadForm's two steps in the block's language; without a dealer the lead goes to the brand. */
export function ContactDealerFormClient({ language, title, companyId, privacyPolicyUrl, supportPhone, brandName }: ContactDealerFormClientProps) {
  const text = CONTACT_BLOCK_TEXT[language]
  return (
    <DealerLeadForm
      title={title}
      text={text}
      language={language}
      loadSchemas={SCHEMAS[language]}
      companyId={companyId}
      source={companyId ? LEAD_SOURCES.dealerContact : LEAD_SOURCES.contactDealerBlock}
      formName={LEAD_FORM_NAMES.contactDealerBlock}
      privacyPolicyUrl={privacyPolicyUrl}
      supportPhone={supportPhone}
      brandName={brandName}
      failureText={text.failure(supportPhone)}
      thankYou={<p className="form-success">{companyId ? text.thanksDealer : text.thanksBrand}</p>}
    />
  )
}
