import { telHref } from '@/domain/address/telHref'

/** "Need help finding a dealer? Call us at <phone>, <hours>." under the locator's empty and failed states. */
export function SupportLine({ phone, hours, track }: { phone: string; hours: string; track: string }) {
  return (
    <p>
      Need help finding a dealer? Call us at{' '}
      <a href={telHref(phone)} data-track={track}>
        {phone}
      </a>
      , {hours}.
    </p>
  )
}
