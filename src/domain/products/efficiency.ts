import type { ProductType } from './productTypes'

export type EfficiencyExplanation = { ratings: string; text: string }

const SEER: EfficiencyExplanation = {
  ratings: 'SEER',
  text: 'SEER (Seasonal Energy Efficiency Ratio) compares the cooling a unit delivers over a typical summer with the electricity it uses. The higher the SEER, the less it costs to cool your home.',
}
const AFUE: EfficiencyExplanation = {
  ratings: 'AFUE',
  text: 'AFUE (Annual Fuel Utilization Efficiency) is the share of the fuel a furnace turns into heat for your home over a year: a 90% AFUE furnace turns 90 cents of every fuel dollar into heat.',
}
const SEER_AND_HSPF: EfficiencyExplanation = {
  ratings: 'SEER and HSPF',
  text: 'A heat pump has two ratings: SEER for cooling and HSPF (Heating Seasonal Performance Factor) for heating. Higher numbers mean lower energy bills in both seasons.',
}

/**
 * The efficiency explanation under a comparison tab (spec PB 2): SEER for air conditioners, AFUE for
 * every furnace, SEER and HSPF for heat pumps; none for air handlers, which have no rating of their
 * own, nor for the unnamed seventh type.
 */
export function efficiencyExplanation(type: ProductType): EfficiencyExplanation | null {
  switch (type) {
    case 'airConditioner':
      return SEER
    case 'furnace80':
    case 'furnace90':
    case 'furnace':
      return AFUE
    case 'heatPump':
      return SEER_AND_HSPF
    case 'airHandler':
    case 'packagedSystem':
      return null
  }
}
