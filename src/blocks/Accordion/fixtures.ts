import type { AccordionBlock } from '@/payload-types'

const items = [
  {
    title: 'What does a yearly tune-up include?',
    body: 'A technician checks the electrical connections, cleans the coils, measures the airflow and tests the safety controls.\n\nThey also look at the filter and tell you how often to change it.',
  },
  { title: 'How long does an installation take?', body: 'Replacing a system of the same kind usually takes a day. Adding ductwork or a new type of system can take longer.' },
  { title: 'Can I keep my old thermostat?', body: 'Often yes, but a new system may need a thermostat that supports its stages or variable speeds. Your dealer will tell you.' },
]

/** First section open on tablets and desktops, closed on phones: the state a client leaf sets by width. */
export const accordionFixture = {
  blockType: 'accordion',
  title: 'Service questions',
  items,
  openFirst: { mobile: false, tablet: true, desktop: true },
} satisfies AccordionBlock

/** Without a heading, every section closed everywhere: plain HTML, no script. */
export const closedAccordionFixture = {
  blockType: 'accordion',
  items: items.slice(1).map((item) => ({ ...item, title: `${item.title}` })),
  openFirst: { mobile: false, tablet: false, desktop: false },
} satisfies AccordionBlock
