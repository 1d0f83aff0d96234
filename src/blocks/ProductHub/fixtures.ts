import type { ProductHubBlock } from '@/payload-types'
import { lightCommercialRange } from '@/domain/products/catalogue'

/**
 * Every hub section with the spec's anchors; the heating & cooling section holds the product groups
 * the product-list sidebar links (air conditioners ... coils) and the three split-system cards.
 * Category links use the spec's paths and show once those pages are published.
 */
export const productHubFixture = {
  blockType: 'productHub',
  heading: 'Our products',
  intro: 'Heating, cooling and air-quality equipment for every home, sold and installed by local dealers.',
  jumpLabel: 'Jump to a section',
  sections: [
    {
      anchor: 'heating-cooling',
      text: 'Traditional split systems pair an outdoor unit with an indoor unit. Pick the pair that suits your home and your energy.',
      showSplitSystems: true,
      groups: [
        { anchor: 'air-conditioners', title: 'Air Conditioners', text: 'Central air conditioners for quiet, even cooling.', link: { type: 'custom', url: '/products/air-conditioners/', label: 'All air conditioners', trackingText: 'Product hub: air conditioners' } },
        { anchor: 'furnaces', title: 'Furnaces', text: 'Gas furnaces at 80% and 90% AFUE and above.', link: { type: 'custom', url: '/products/furnaces/', label: 'All furnaces', trackingText: 'Product hub: furnaces' } },
        { anchor: 'heat-pumps', title: 'Heat Pumps', text: 'One electric system for heating and cooling.', link: { type: 'custom', url: '/products/heat-pumps/', label: 'All heat pumps', trackingText: 'Product hub: heat pumps' } },
        { anchor: 'air-handlers', title: 'Air Handlers', text: 'The indoor partner of a heat pump.', link: { type: 'custom', url: '/products/air-handlers/', label: 'All air handlers', trackingText: 'Product hub: air handlers' } },
        { anchor: 'coils', title: 'Coils', text: 'Indoor coils matched to the outdoor unit.', link: { type: 'custom', url: '/products/coils/', label: 'All coils', trackingText: 'Product hub: coils' } },
      ],
    },
    { anchor: 'thermostat-controls', text: 'Smart and traditional thermostats, and zoning to heat and cool rooms separately.' },
    { anchor: 'packaged-system', text: 'Heating and cooling in one outdoor cabinet, for homes without room inside: gas-electric, heat pump, air conditioner and hybrid packaged systems.' },
    { anchor: 'ductless-systems', text: 'Mini-split systems heat and cool single rooms and additions without ductwork.' },
    { anchor: 'indoor-air-quality', text: 'Ventilation, air purification and humidity control for cleaner, more comfortable air.' },
    { anchor: 'smart-connected-features', text: 'Connected thermostats let you adjust your comfort from your phone and alert your dealer to problems.' },
    { anchor: 'light-commercial', text: `Rooftop and split systems for small businesses, from ${lightCommercialRange()}.` },
  ],
  splitSystems: {
    title: 'Which split system is right for you?',
    cards: [
      { system: 'gas', text: 'A gas furnace heats and an air conditioner cools. A good fit where winters are cold and gas is available.' },
      { system: 'electric', text: 'A heat pump both heats and cools on electricity alone, with an air handler indoors. A good fit for mild winters.' },
      { system: 'dual-fuel', text: 'A heat pump handles mild weather and a gas furnace takes over in the cold, switching to whichever costs less to run.' },
    ],
  },
} satisfies ProductHubBlock
