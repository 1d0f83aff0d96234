import { Tooltip } from '@/components/ui/Tooltip'

export const REFRIGERANT_PAGE_PATH = '/resources/next-generation-refrigerant/'

/** The low-global-warming-potential refrigerant note (spec sections 1 and 2). Wording ours. */
export function RefrigerantTooltip() {
  return (
    <Tooltip label="About next-generation refrigerant">
      New systems use a refrigerant with a lower global warming potential.{' '}
      <a href={REFRIGERANT_PAGE_PATH}>Learn about next-generation refrigerant</a>
    </Tooltip>
  )
}
