import type { CompanyTimelineBlock } from '@/payload-types'

// A made-up brand in our own words; only the years are the spec's.
export const companyTimelineFixture = {
  blockType: 'companyTimeline',
  title: 'Our history',
  intro: 'From stove repairs in a riverside workshop to connected heat pumps.',
  entries: [
    { year: 1885, heading: 'A workshop opens', text: 'Two brothers start repairing stoves and boilers in a small riverside workshop.' },
    { year: 1910, heading: 'Warm air for whole houses', text: 'The workshop builds its first coal-fired furnace that heats every room through ducts.' },
    { year: 1923, heading: 'A national dealer network', text: 'Independent installers in twelve states begin selling and servicing the furnaces.' },
    { year: 1931, heading: 'Cooling arrives', text: 'The first room cooler for homes leaves the factory, a novelty for hot summers.' },
    { year: 1938, heading: 'Gas replaces coal', text: 'A cleaner gas furnace line replaces the coal models and halves the work of heating a home.' },
    { year: 1970, heading: 'Central air for every home', text: 'Split air conditioners make whole-home cooling affordable for ordinary households.' },
    { year: 1984, heading: 'The heat pump line', text: 'Heat pumps that both heat and cool join the range, with efficiency as the selling point.' },
    { year: 2008, heading: 'Connected comfort', text: 'Communicating thermostats let the system and the homeowner talk to each other.' },
  ],
} satisfies CompanyTimelineBlock
