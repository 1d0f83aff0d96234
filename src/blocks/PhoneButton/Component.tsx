import type { PhoneButtonBlock } from '@/payload-types'
import { buttonClassName } from '@/components/ui/ButtonLink'
import { phoneButtonNumbers } from '@/domain/calltracking/phoneWidget'
import { telHref } from '@/domain/address/telHref'
import { logger } from '@/lib/logger'
import './styles.css'
import { DEFAULTS } from './config'

/**
 * Both numbers are in the server HTML; CSS shows the mobile one under 1024 px and the desktop one
 * from 1024 px (the desktop breakpoint, BREAKPOINTS.desktop), so the button needs no JavaScript and never flickers.
 */
export function PhoneButtonComponent({ id, label, mobileNumber, desktopNumber, appearance }: PhoneButtonBlock) {
  const numbers = phoneButtonNumbers(mobileNumber, desktopNumber)
  if (!numbers) {
    logger.error({ block: 'phoneButton', blockId: id }, 'Phone button without a number; not rendered')
    return null
  }
  const text = label?.trim() || DEFAULTS.label
  const look = appearance ?? {}
  const link = (number: string, modifier?: 'mobile' | 'desktop') => (
    <a
      key={modifier ?? 'any'}
      href={telHref(number)}
      className={buttonClassName(look, modifier ? `phone-button__link phone-button__link--${modifier}` : 'phone-button__link')}
      data-testid={modifier ? `phone-button-${modifier}` : 'phone-button'}
      data-track="Phone button: call"
    >
      <span>
        {`${text} ${number}`}
      </span>
    </a>
  )
  return (
    <div className="container phone-button">
      {numbers.same ? link(numbers.desktop) : [link(numbers.mobile, 'mobile'), link(numbers.desktop, 'desktop')]}
    </div>
  )
}
