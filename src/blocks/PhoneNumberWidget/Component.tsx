import type { PhoneNumberWidgetBlock } from '@/payload-types'
import { logger } from '@/lib/logger'
import { LazyPhoneNumberClient } from './Component.lazy'
import './styles.css'

export function PhoneNumberWidgetComponent({ id, label, routingGroupId, leaseName, defaultNumber }: PhoneNumberWidgetBlock) {
  if (!defaultNumber?.trim()) {
    logger.error({ block: 'phoneNumberWidget', blockId: id }, 'Phone number widget without a default number; not rendered')
    return null
  }
  return (
    <div className="container">
      <LazyPhoneNumberClient label={label?.trim() ?? ''} routingGroupId={routingGroupId} leaseName={leaseName ?? null} defaultNumber={defaultNumber} />
    </div>
  )
}
