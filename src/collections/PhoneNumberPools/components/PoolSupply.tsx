import type { UIFieldServerProps } from 'payload'
import { PHONE_LEASES_SLUG } from '@/collections/slugs'
import { poolSupplyNote } from '@/domain/calltracking/poolSupply'
import type { PhoneNumberPool } from '@/payload-types'
import './PoolSupply.css'

/**
 * The top of a pool's screen: how many numbers are leased now and, from the timestamp
 * /api/whodis sets when it had to refuse a visitor, whether the pool has run out of numbers.
 */
export async function PoolSupply(props: UIFieldServerProps) {
  const pool = props.data as Partial<PhoneNumberPool> | undefined
  if (!pool?.routingGroupId) return null
  const numbers = (pool.phoneNumbers ?? []).map((row) => row.number).filter(Boolean)
  const { totalDocs: inUse } = await props.payload.count({
    collection: PHONE_LEASES_SLUG,
    where: { and: [{ routingGroupId: { equals: pool.routingGroupId } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
    req: props.req,
    overrideAccess: false,
  })
  const note = poolSupplyNote({ numbers, inUse, lastRanDryAt: pool.lastRanDryAt, timesRanDry: pool.timesRanDry })
  return (
    <section className={`pool-supply${note.tone === 'dry' ? ' pool-supply--dry' : ''}`} aria-labelledby="pool-supply-heading" role={note.tone === 'dry' ? 'status' : undefined}>
      <h2 id="pool-supply-heading" className="pool-supply__heading">
        {note.tone === 'dry' ? 'This pool has run out of numbers' : 'Numbers in use'}
      </h2>
      {note.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  )
}
