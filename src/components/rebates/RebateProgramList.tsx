import type { RebateProgramLink } from '@/domain/rebates/lookupView'

/** Programs as links opening in a new tab, each with its name and amount label. */
export function RebateProgramList({ programs }: { programs: readonly RebateProgramLink[] }) {
  if (programs.length === 0) return null
  return (
    <ul className="rebates__programs" data-testid="rebate-programs">
      {programs.map((program) => (
        <li key={program.id} className="rebates__program">
          <a href={program.homeURL} target="_blank" rel="noopener noreferrer" className="rebates__program-link">
            <span className="rebates__program-name">{program.name}</span>
            <span className="rebates__program-amount">{program.amountLabel}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
