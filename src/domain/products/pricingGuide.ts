import { DUCTWORK_PRICE_RANGE, formatUsdRange } from './prices'

/** The four pricing-guide cards (spec PB 2), with our default texts. */
export const PRICING_GUIDE_CARDS = [
  {
    title: 'Climate & Region',
    text: 'Where you live decides how hard your system works. Long, hot summers or cold winters call for higher-efficiency equipment, and local labor costs and permits vary by region.',
  },
  {
    title: 'Your Home',
    text: 'The size, layout, insulation and windows of your home set the capacity you need. A dealer measures the heating and cooling load before recommending a size.',
  },
  {
    title: 'Existing Ductwork',
    text: `Sound ductwork can often be reused. When ducts leak, are undersized or are missing, new ductwork typically adds ${formatUsdRange(DUCTWORK_PRICE_RANGE.min, DUCTWORK_PRICE_RANGE.max)} to the project.`,
  },
  {
    title: 'Product Features',
    text: 'Two-stage and variable-speed equipment, communicating controls and higher efficiency ratings cost more up front and less to run.',
  },
] as const
