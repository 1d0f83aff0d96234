'use client'

import type { z } from 'zod'
import { DealerLeadForm } from '@/components/forms/DealerLeadForm'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import { LEAD_FORM_NAMES, LEAD_SOURCES } from '@/domain/leads/leadNames'
import { contactDealerBlockFrStep1Schema, contactDealerBlockFrStep2Schema, dealerLeadFormStep1Schema, dealerLeadFormStep2Schema } from '@/domain/leads/leadSchemas'
import { CONTACT_BLOCK_TEXT, type ContactBlockLanguage } from '@/domain/leads/messages'
import '@/components/forms/forms.css'

type Step1 = z.ZodType<Pick<DealerLeadFields, 'firstName' | 'lastName' | 'email' | 'phone'>, Record<string, unknown>>
type Step2 = z.ZodType<Pick<DealerLeadFields, 'addressLine1' | 'city' | 'state' | 'zip'>, Record<string, unknown>>

// English: the lead form's rules and messages; French: ours plus the spec's state message.
const SCHEMAS: Record<ContactBlockLanguage, { step1: Step1; step2: Step2 }> = {
  en: { step1: dealerLeadFormStep1Schema as unknown as Step1, step2: dealerLeadFormStep2Schema as unknown as Step2 },
  fr: { step1: contactDealerBlockFrStep1Schema as unknown as Step1, step2: contactDealerBlockFrStep2Schema as unknown as Step2 },
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
      step1Schema={SCHEMAS[language].step1}
      step2Schema={SCHEMAS[language].step2}
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
