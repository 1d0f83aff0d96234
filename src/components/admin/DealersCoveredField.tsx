import type { JSONFieldServerProps } from 'payload'
import { titleCaseDealerName } from '@/domain/dealers/titleCaseDealerName'
import type { Dealer } from '@/payload-types'

const companyIds = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [])

/**
 * The dealers a homeowner's consent covers, as a read-only list of names linking to each dealer.
 * Replaces the JSON editor, which loads its code editor from a CDN (blocked by the admin's
 * content security policy, and no page may call a third-party host).
 */
export async function DealersCoveredField(props: JSONFieldServerProps) {
  const ids = companyIds(props.value ?? (props.siblingData as { dealerIds?: unknown } | undefined)?.dealerIds)
  const found = ids.length
    ? await props.payload.find({
        collection: 'dealers',
        where: { 'data.companyID': { in: ids } },
        select: { data: { name: true, companyID: true } },
        limit: ids.length,
        depth: 0,
        pagination: false,
        req: props.req,
        overrideAccess: false,
      })
    : { docs: [] as Dealer[] }
  const byCompany = new Map((found.docs as Dealer[]).map((dealer) => [dealer.data?.companyID, dealer]))
  const admin = props.payload.config.routes.admin
  const label = typeof props.field.label === 'string' ? props.field.label : 'Dealers covered'
  const description = typeof props.field.admin?.description === 'string' ? props.field.admin.description : null
  return (
    <div className="field-type dealers-covered">
      <p className="field-label" id="dealers-covered-label">
        {label}
      </p>
      {ids.length === 0 ? (
        <p>None</p>
      ) : (
        <ul aria-labelledby="dealers-covered-label">
          {ids.map((id) => {
            const dealer = byCompany.get(id)
            return (
              <li key={id}>
                {dealer ? <a href={`${admin}/collections/dealers/${dealer.id}`}>{dealer.data?.name ? titleCaseDealerName(dealer.data.name) : `Dealer ${id}`}</a> : 'Not in the dealer directory'} (company ID {id})
              </li>
            )
          })}
        </ul>
      )}
      {description ? <p className="field-description">{description}</p> : null}
    </div>
  )
}
