'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { Modal } from '@/components/ui/Modal'
import { Spinner } from '@/components/ui/Spinner'
import type { DealerLeadFields } from '@/domain/dealers/dealerLeadBody'
import { LEAD_UI_TEXT } from '@/domain/leads/messages'

// The form (react-hook-form, zod, the phone library) loads when the modal first opens, not with the page.
const ConnectLeadForm = dynamic(() => import('./ConnectLeadForm').then((m) => m.ConnectLeadForm), {
  ssr: false,
  loading: () => <Spinner label="Loading the form" />,
})

export interface DealerConnectModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Hides the intro once the form has been submitted (spec section 2). */
  submitted: boolean
  privacyPolicyUrl: string
  initial: Partial<DealerLeadFields>
  formError?: string
  /** Which dealer the request goes to: a picker or a line naming it. */
  dealerPicker?: React.ReactNode
  onFocusFirst?: () => void
  onSubmit: (fields: DealerLeadFields) => Promise<void>
}

/**
 * "Who are we helping today?": the shared Modal (Radix) gives Escape, close button and backdrop closing,
 * the focus trap and the scroll lock with restore.
 */
export function DealerConnectModal({
  open,
  onOpenChange,
  submitted,
  privacyPolicyUrl,
  initial,
  formError,
  dealerPicker,
  onFocusFirst,
  onSubmit,
}: DealerConnectModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={LEAD_UI_TEXT.dealerModalTitle}
      description={submitted ? undefined : LEAD_UI_TEXT.dealerModalIntro}
      testId="dealer-connect-modal"
    >
      {dealerPicker}
      <ConnectLeadForm
        privacyPolicyUrl={privacyPolicyUrl}
        initial={initial}
        formError={formError}
        onFocusFirst={onFocusFirst}
        onSubmit={onSubmit}
      />
    </Modal>
  )
}
