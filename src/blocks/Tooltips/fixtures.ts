import type { TooltipsBlock } from '@/payload-types'

export const tooltipsFixture = {
  blockType: 'tooltips',
  title: 'Efficiency ratings explained',
  intro: 'Hover over or tab to the info button beside a rating to see what it means.',
  items: [
    { title: 'SEER', value: '16 SEER', explanation: 'Seasonal energy efficiency ratio: the cooling a system delivers over a season for the electricity it uses. Higher is more efficient.' },
    { title: 'AFUE', value: '95%', explanation: 'Annual fuel utilisation efficiency: the share of a furnace’s fuel that becomes heat in your home.' },
    { title: 'HSPF', value: '8.5 HSPF', explanation: 'Heating seasonal performance factor: how efficiently a heat pump heats over a season.' },
    { title: 'ENERGY STAR', explanation: 'Models that meet the ENERGY STAR efficiency criteria typically use about 15% less energy.' },
  ],
} satisfies TooltipsBlock
