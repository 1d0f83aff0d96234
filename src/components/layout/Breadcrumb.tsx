import Link from 'next/link'
import type { Crumb } from '@/domain/site/structuredData'

/** Where a nested page sits: linked ancestors, plain text for those without a page, the page itself current. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb container" data-track-area="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.label}`}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
