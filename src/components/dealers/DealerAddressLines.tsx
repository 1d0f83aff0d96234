import type { Dealer } from '@/domain/dealers/dealerSchema'
import { dealerAddressLines } from '@/domain/dealers/dealerProfile'

/** The street line (when shown) and "City, ST 12345", for use inside an <address>. */
export function DealerAddressLines({ dealer }: { dealer: Pick<Dealer, 'data'> }) {
  const { street, locality } = dealerAddressLines(dealer)
  return (
    <>
      {street ? (
        <>
          {street}
          <br />
        </>
      ) : null}
      {locality}
    </>
  )
}
