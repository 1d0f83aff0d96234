import type { UIFieldServerProps } from 'payload'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'
import { readAttempts } from '@/domain/leads/deliveryLog'
import type { DeliveryTarget } from '@/domain/leads/deliveryStatus'
import { DELIVERY_STATUS_LABELS, DELIVERY_TARGET_LABELS, leadFormLabel, leadKindLabel, leadSourceLabel } from '@/domain/leads/leadLabels'
import { preferredTimeText } from '@/domain/leads/preferredTime'
import type { Dealer, Lead } from '@/payload-types'

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })
const when = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? WHEN.format(date) : null
}
const statusLabel = (status: string | null | undefined) => (status ? (DELIVERY_STATUS_LABELS[status as keyof typeof DELIVERY_STATUS_LABELS] ?? status) : '')

type DealerFacts = { id: number | string; name: string; email: string | null }

async function findDealer(props: UIFieldServerProps, companyId: number): Promise<DealerFacts | null> {
  const found = await props.payload.find({
    collection: 'dealers',
    where: { 'data.companyID': { equals: companyId } },
    select: { data: { name: true, email: true } },
    limit: 1,
    depth: 0,
    pagination: false,
    req: props.req,
    overrideAccess: false,
  })
  const dealer = found.docs[0] as Dealer | undefined
  if (!dealer) return null
  return { id: dealer.id, name: dealer.data?.name ? titleCaseDealerName(dealer.data.name) : `Dealer ${companyId}`, email: dealer.data?.email?.trim() || null }
}

async function findOriginal(props: UIFieldServerProps, repeatOf: Lead['repeatOf']): Promise<{ id: number; title: string } | null> {
  const id = typeof repeatOf === 'object' && repeatOf ? repeatOf.id : repeatOf
  if (typeof id !== 'number') return null
  const lead = (await props.payload.findByID({ collection: 'leads', id, depth: 0, disableErrors: true, select: { title: true }, req: props.req, overrideAccess: false })) as Pick<Lead, 'id' | 'title'> | null
  return lead ? { id: lead.id, title: lead.title || `Lead ${lead.id}` } : null
}

/**
 * The first thing on a lead: who sent it from which form, which dealer it went to (name, email,
 * a link to the dealer) and what happened to each delivery, attempt by attempt.
 */
export async function LeadSummary(props: UIFieldServerProps) {
  const lead = props.data as Partial<Lead> | undefined
  if (!lead?.kind) return null
  const admin = props.payload.config.routes.admin
  const dealer = typeof lead.companyId === 'number' ? await findDealer(props, lead.companyId) : null
  const original = lead.isRepeat ? await findOriginal(props, lead.repeatOf) : null
  const deliveries = lead.deliveries ?? []
  const preferredTime = preferredTimeText(lead.booking ?? {})

  return (
    <section className="lead-summary" aria-labelledby="lead-summary-heading">
      <h2 id="lead-summary-heading" className="lead-summary__heading">
        Summary
      </h2>
      <dl className="lead-summary__facts">
        <div>
          <dt>Received</dt>
          <dd>{when(lead.createdAt) ?? 'Not recorded'}</dd>
        </div>
        <div>
          <dt>Lead type</dt>
          <dd>{leadKindLabel(lead.kind)}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{leadSourceLabel(lead.source)}</dd>
        </div>
        <div>
          <dt>Form</dt>
          <dd>{leadFormLabel(lead.formName)}</dd>
        </div>
        {lead.pageUrl ? (
          <div>
            <dt>Sent from</dt>
            <dd>{lead.pageUrl}</dd>
          </div>
        ) : null}
        <div>
          <dt>Dealer</dt>
          <dd>
            {dealer ? (
              <>
                <a href={`${admin}/collections/dealers/${dealer.id}`}>{dealer.name}</a> (company ID {lead.companyId})
                <br />
                {dealer.email ? <a href={`mailto:${dealer.email}`}>{dealer.email}</a> : 'No email address on file: dealer emails go to the brand inbox'}
              </>
            ) : typeof lead.companyId === 'number' ? (
              `Company ID ${lead.companyId}: not in the dealer directory`
            ) : (
              'None: the request went to the brand'
            )}
          </dd>
        </div>
        {preferredTime ? (
          <div>
            <dt>Preferred time</dt>
            <dd>{preferredTime}</dd>
          </div>
        ) : null}
        {lead.isRepeat ? (
          <div>
            <dt>Repeat of</dt>
            <dd>{original ? <a href={`${admin}/collections/leads/${original.id}`}>{original.title}</a> : 'The first request is no longer stored'}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="lead-summary__subheading">Delivery: {statusLabel(lead.deliveryStatus) || 'Not recorded'}</h3>
      {deliveries.length === 0 ? (
        <p>{lead.isRepeat ? 'Not sent: the first request was delivered already.' : 'Nothing to send for this lead.'}</p>
      ) : (
        <ul className="lead-summary__deliveries">
          {deliveries.map((row) => {
            const attempts = readAttempts(row.log)
            return (
              <li key={row.id ?? row.target}>
                <p className="lead-summary__target">
                  <strong>{DELIVERY_TARGET_LABELS[row.target as DeliveryTarget] ?? row.target}</strong>
                  {row.target === 'dealerEmail' && dealer ? ` (${dealer.name})` : ''}: {statusLabel(row.status)}
                  {row.nextAttemptAt && row.status === 'failed' ? `, next try ${when(row.nextAttemptAt)}` : ''}
                </p>
                {attempts.length > 0 ? (
                  <ol className="lead-summary__attempts">
                    {attempts.map((attempt, index) => (
                      <li key={`${attempt.at}-${index}`}>
                        <time dateTime={attempt.at}>{when(attempt.at)}</time>: {attempt.outcome === 'delivered' ? `delivered${attempt.to ? ` to ${attempt.to}` : ''}` : attempt.outcome === 'dead' ? 'failed, no more tries' : 'failed, will try again'}
                        {attempt.error ? ` (${attempt.error})` : ''}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="lead-summary__none">{row.status === 'skipped' ? 'Not sent.' : (row.attempts ?? 0) > 0 ? `${row.attempts} tries${row.deliveredAt ? `, delivered ${when(row.deliveredAt)}` : ''}.` : 'Not tried yet.'}</p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
