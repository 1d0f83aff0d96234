import type { RepairCalculatorBlock } from '@/payload-types'
import { LazyRepairCalculatorClient } from './Component.lazy'
import './styles.css'

/** Repair-or-replace calculator or tool (PB 2, 4, 9). The heading and intro render on the server. */
export function RepairCalculatorComponent({ variant, title, intro, rebatesPath, id }: RepairCalculatorBlock) {
  const headingId = `repair-calc-${id ?? variant}`
  return (
    <section className="repair-calc container" aria-labelledby={headingId} data-variant={variant}>
      <h2 id={headingId} className="repair-calc__title">
        {title}
      </h2>
      {intro ? <p className="repair-calc__intro">{intro}</p> : null}
      <LazyRepairCalculatorClient variant={variant} rebatesPath={variant === 'tool' ? null : rebatesPath} headingId={headingId} />
    </section>
  )
}
