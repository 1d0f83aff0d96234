import type { Payload } from 'payload'
import { companyTimelineFixture } from '@/blocks/CompanyTimeline/fixtures'
import { dealerLocatorFixture } from '@/blocks/DealerLocator/fixtures'
import { hvacBasicsNavFixture } from '@/blocks/HvacBasicsNav/fixtures'
import { productComparisonFixture } from '@/blocks/ProductComparison/fixtures'
import type { LayoutBlock } from '@/blocks/types'
import { HVAC_BASICS_HUB_SLUG, HVAC_BASICS_LINKS, HVAC_BASICS_TOPICS } from '@/domain/pages/hvacBasics'
import { pagePath } from '@/domain/pages/pagePath'
import {
  CAMPAIGN_SLUGS,
  GLOSSARY_ENTRIES,
  GLOSSARY_HUB_SLUG,
  IAQ_CATEGORY_SLUG,
  IAQ_PRODUCT_PAGES,
  SMART_THERMOSTATS_SLUG,
  glossaryPath,
  glossarySlug,
  type GlossarySlug,
} from '@/domain/pages/siteRoutes'
import type { ProductType } from '@/domain/products/productTypes'
import { contentBlock, heading, list, paragraph, type RichTextNode } from './richText'

type Report = { created: string[]; kept: string[] }
type Section = { heading: string; paragraphs?: string[]; bullets?: string[]; steps?: string[] }
type Related = { url: string; label: string; text?: string }
type SeedContext = { productIds: (...types: ProductType[]) => number[] }

/** A page this module seeds: its text, the blocks after the text, and where to read on. */
export type SitePage = {
  slug: string
  title: string
  description: string
  intro: string
  sections?: Section[]
  blocks?: (context: SeedContext) => LayoutBlock[]
  related?: Related[]
  /** A block of the page (the dealer locator) already carries the page's h1. */
  headingInBlock?: boolean
}

const ctx = { disableRevalidate: true }

// ---- rich text -------------------------------------------------------------------------------------

function richText(page: SitePage): LayoutBlock {
  const nodes: RichTextNode[] = [
    ...(page.headingInBlock ? [] : [heading('h1', page.title)]),
    paragraph(page.intro),
  ]
  for (const section of page.sections ?? []) {
    nodes.push(heading('h2', section.heading))
    for (const p of section.paragraphs ?? []) nodes.push(paragraph(p))
    if (section.bullets?.length) nodes.push(list(section.bullets, false))
    if (section.steps?.length) nodes.push(list(section.steps, true))
  }
  return contentBlock(nodes)
}

/** Where to read on: each card a link named for analytics by the section and its label ("Keep reading: Heat pumps"). */
function relatedLinks(title: string, items: readonly Related[]): LayoutBlock {
  return { blockType: 'linkBlocks', title, items: items.map((item) => ({ link: { type: 'custom', url: item.url, label: item.label, trackingText: `${title}: ${item.label}` }, text: item.text })) }
}

/** The text first, then the page's own blocks, then where to read on. */
export function sitePageLayout(page: SitePage, context: SeedContext): LayoutBlock[] {
  const blocks = page.blocks?.(context) ?? []
  const text = richText(page)
  const layout = page.headingInBlock ? [...blocks, text] : [text, ...blocks]
  return page.related?.length ? [...layout, relatedLinks('Keep reading', page.related)] : layout
}

// ---- shared links ----------------------------------------------------------------------------------

const glossaryLink = (slug: GlossarySlug, text?: string): Related => {
  const term = GLOSSARY_ENTRIES.find((entry) => entry.slug === slug)?.term ?? slug
  return { url: glossaryPath(slug), label: `What is ${term === 'Condenser coil' ? 'a condenser coil' : term}?`, text }
}
const basicsLink = (slug: (typeof HVAC_BASICS_TOPICS)[number]['slug'], text?: string): Related => {
  const topic = HVAC_BASICS_LINKS.find((link) => link.slug.endsWith(`/${slug}`))
  return { url: topic?.path ?? pagePath(HVAC_BASICS_HUB_SLUG), label: topic?.label ?? 'HVAC basics', text }
}
const FIND_A_DEALER: Related = { url: '/find-a-dealer/', label: 'Find a dealer', text: 'Independent dealers near your ZIP code quote and install.' }
const REBATES: Related = { url: '/rebates/', label: 'Rebates', text: 'Utility and local offers on efficient equipment.' }
const PRICE_GUIDE: Related = { url: '/resources/pricing-guide/', label: 'Price guide', text: 'Entry-level installed prices and what moves them.' }
const PRODUCTS: Related = { url: '/products/', label: 'All products', text: 'Every product family in one place.' }
const MAINTENANCE: Related = { url: '/resources/maintenance-tips/', label: 'Maintenance tips', text: 'Simple care that keeps a system efficient.' }
const TROUBLESHOOTING: Related = { url: '/resources/troubleshooting/', label: 'Troubleshooting', text: 'Safe first checks before you call for service.' }
const REPAIR_OR_REPLACE: Related = { url: '/resources/repair-or-replace/', label: 'Repair or replace?', text: 'A calculator and a guide for an ageing system.' }
const REFRIGERANT: Related = { url: '/resources/next-generation-refrigerant/', label: 'Next-generation refrigerant', text: 'What the switch to lower-GWP refrigerants means for you.' }

// ---- glossary --------------------------------------------------------------------------------------

const GLOSSARY_TEXT: Record<GlossarySlug, Omit<SitePage, 'slug' | 'title'>> = {
  'what-is-seer': {
    description: 'SEER and SEER2 explained: how cooling efficiency is measured, the current minimums and what a higher rating saves.',
    intro:
      'SEER, the Seasonal Energy Efficiency Ratio, tells you how much cooling an air conditioner or heat pump delivers for each unit of electricity over a typical cooling season. The higher the number, the less electricity the same amount of cooling takes.',
    sections: [
      {
        heading: 'How SEER is worked out',
        paragraphs: [
          'SEER is the total heat removed from a home over a cooling season, in BTU, divided by the electricity used in the same season, in watt-hours. The test runs the equipment at a range of outdoor temperatures, so the figure reflects mild days as well as the hottest ones.',
          'Because it is a ratio, savings follow directly from it: going from a 10 SEER system to a 16 SEER one cuts the electricity used for cooling by about 37%, since 10 divided by 16 is 0.625.',
        ],
      },
      {
        heading: 'SEER and SEER2',
        paragraphs: [
          'Since January 2023 equipment sold in the United States is rated in SEER2. The test is the same idea but uses a higher external static pressure, closer to real ductwork, so a SEER2 figure is roughly 4 to 5% lower than the SEER figure of the same unit. A 14 SEER air conditioner is about 13.4 SEER2. Compare SEER with SEER and SEER2 with SEER2.',
        ],
      },
      {
        heading: 'The minimum where you live',
        bullets: [
          'Northern states: split air conditioners at least 13.4 SEER2 (14 SEER).',
          'Southeast and Southwest: split air conditioners under 45,000 BTU/h at least 14.3 SEER2 (15 SEER), larger ones 13.8 SEER2.',
          'Split heat pumps everywhere: at least 14.3 SEER2.',
        ],
      },
      {
        heading: 'Is a higher SEER worth it?',
        paragraphs: [
          'The longer and hotter your summers, the sooner a higher rating pays back. In a mild climate, a mid-range system with a correct size and well-sealed ducts often beats a top-rated unit installed badly. Variable-speed systems with high ratings also run longer at low speed, which removes more humidity and keeps rooms more even.',
        ],
      },
    ],
    related: [glossaryLink('what-is-eer', 'The peak-heat companion to SEER.'), glossaryLink('what-is-hspf', 'The heating rating of a heat pump.'), { url: '/products/air-conditioners/', label: 'Air conditioners', text: 'Compare efficiency and installed prices.' }, REBATES],
  },
  'what-is-eer': {
    description: 'EER and EER2 explained: cooling efficiency at peak heat, and when it matters more than SEER.',
    intro:
      'EER, the Energy Efficiency Ratio, measures cooling efficiency at one demanding moment: a 95 °F afternoon. Where SEER averages a whole season, EER tells you how a system copes when it works hardest.',
    sections: [
      {
        heading: 'How EER is measured',
        paragraphs: [
          'The unit runs at 95 °F outdoors, with 80 °F and 50% relative humidity indoors. EER is the cooling delivered, in BTU per hour, divided by the electrical power drawn, in watts. Like SEER it moved to an updated test in 2023, so new equipment lists EER2.',
        ],
      },
      {
        heading: 'When EER matters',
        bullets: [
          'In hot, dry climates, where systems spend long hours near full load.',
          'Where your utility charges more for electricity on summer afternoons.',
          'Where a utility rebate asks for a minimum EER2 as well as a SEER2.',
        ],
      },
      {
        heading: 'Reading the two together',
        paragraphs: [
          'Two systems with the same SEER2 can have different EER2 ratings. Single-stage units often have a relatively good EER, while variable-speed units shine at part load and score best on SEER. Ask your dealer for both figures of the matched outdoor unit and indoor coil, since the pair is what gets rated.',
        ],
      },
    ],
    related: [glossaryLink('what-is-seer', 'Seasonal cooling efficiency.'), glossaryLink('what-is-a-condenser-coil', 'The outdoor coil that sheds the heat.'), { url: '/products/air-conditioners/', label: 'Air conditioners' }],
  },
  'what-is-hspf': {
    description: 'HSPF and HSPF2 explained: how a heat pump’s heating efficiency is rated and what the numbers mean in a cold climate.',
    intro:
      'HSPF, the Heating Seasonal Performance Factor, rates how efficiently a heat pump heats a home over a whole winter. It is the heating counterpart of SEER: more heat for each unit of electricity means a higher number.',
    sections: [
      {
        heading: 'How HSPF is worked out',
        paragraphs: [
          'HSPF is the heat delivered over a heating season, in BTU, divided by the electricity used, in watt-hours, including any backup electric heat the test expects. Dividing HSPF by 3.41 gives the average coefficient of performance: an 8.5 rating means the heat pump delivers about two and a half units of heat for every unit of electricity it uses.',
        ],
      },
      {
        heading: 'HSPF and HSPF2',
        paragraphs: [
          'Since 2023 new heat pumps are rated in HSPF2, a tougher test with colder conditions and higher duct pressure. HSPF2 figures run about 15% lower than the old HSPF figures of the same unit. The federal minimum for split heat pumps is 7.5 HSPF2.',
        ],
      },
      {
        heading: 'Heat pumps in cold climates',
        paragraphs: [
          'A heat pump’s output falls as the outdoor temperature drops. If your winters are cold, look beyond HSPF2 at the rated capacity at 5 °F, and ask whether the system is paired with electric backup heat or a gas furnace (a dual-fuel system) for the coldest days.',
        ],
      },
    ],
    related: [glossaryLink('what-is-seer', 'The cooling rating of the same heat pump.'), { url: '/products/heat-pumps/', label: 'Heat pumps', text: 'Compare heat pumps and installed prices.' }, basicsLink('heat-pumps', 'How a heat pump moves heat.')],
  },
  'what-is-afue': {
    description: 'AFUE explained: what 80% and 90%+ furnace efficiency mean, and what a condensing furnace needs.',
    intro:
      'AFUE, the Annual Fuel Utilization Efficiency, is the share of the fuel a furnace burns over a year that ends up as heat in your home. An 80% AFUE furnace turns 80 cents of every dollar of gas into heat; the other 20 cents leave through the flue.',
    sections: [
      {
        heading: '80% and 90%+ furnaces',
        paragraphs: [
          'An 80% furnace vents its hot exhaust through a metal flue, often shared with a water heater. A condensing furnace of 90% AFUE or more passes the exhaust through a second heat exchanger, recovering heat until water vapour condenses. The cooler exhaust leaves through plastic pipe, usually out of a side wall, and the condensate needs a drain.',
        ],
      },
      {
        heading: 'What the difference is worth',
        paragraphs: [
          'Moving from 80% to 96% AFUE cuts the gas used for heating by about a sixth (80 divided by 96 is 0.83). In a cold climate with a big heating bill that adds up quickly; in a warm one an 80% furnace may remain the sensible choice. New venting and a condensate drain are part of the installed price of a condensing furnace.',
        ],
      },
      {
        heading: 'What AFUE does not include',
        bullets: [
          'Electricity used by the blower: look for a variable-speed blower if that matters to you.',
          'Heat lost from leaky or uninsulated ducts in an attic or crawl space.',
          'How well the furnace is sized: an oversized furnace cycles on and off and wastes fuel.',
        ],
      },
    ],
    related: [{ url: '/products/furnaces/', label: 'Furnaces', text: 'Compare 80% and 90%+ furnaces and installed prices.' }, basicsLink('gas-furnaces', 'How a gas furnace heats your home.'), glossaryLink('what-is-hspf', 'The heating rating of a heat pump.')],
  },
  'what-is-r22': {
    description: 'What R-22 refrigerant is, why it was phased out and what to do if your system still uses it.',
    intro:
      'R-22, often called by the trade name Freon, is the refrigerant most home air conditioners and heat pumps used until about 2010. It damages the ozone layer, so its production and import in the United States ended on 1 January 2020.',
    sections: [
      {
        heading: 'Does my system use R-22?',
        paragraphs: [
          'Look at the nameplate on the side of the outdoor unit: it lists the refrigerant and the charge. A system installed before 2010 very likely uses R-22. Later systems mostly use R-410A, and systems built from 2025 use lower-impact refrigerants such as R-454B or R-32.',
        ],
      },
      {
        heading: 'What the phase-out means for you',
        bullets: [
          'Your system may keep running as long as it does not leak: nothing forces you to replace it.',
          'A repair that needs a recharge uses recovered and recycled R-22, which is scarce and costly.',
          'Another refrigerant cannot simply be topped up into an R-22 system; the equipment is designed for one refrigerant.',
          'Only a certified technician may handle refrigerant. Never vent it or add it yourself.',
        ],
      },
      {
        heading: 'Repair or replace?',
        paragraphs: [
          'An R-22 system is now at least 15 years old. If it needs a major repair or a recharge, replacing it usually makes more sense: a new system uses far less electricity as well as a current refrigerant.',
        ],
      },
    ],
    related: [REPAIR_OR_REPLACE, REFRIGERANT, glossaryLink('what-is-seer', 'How much a newer system saves.')],
  },
  'what-is-a-condenser-coil': {
    description: 'What the condenser coil in your outdoor unit does, what harms it and how to keep it clean safely.',
    intro:
      'The condenser coil is the large finned coil wrapped around your outdoor unit. In cooling mode the refrigerant arrives there hot, carrying the heat taken from your home, and the coil releases that heat to the outdoor air while a fan draws air across its fins.',
    sections: [
      {
        heading: 'Why its condition matters',
        paragraphs: [
          'Dirt, grass clippings and leaves on the fins insulate the coil, so it sheds heat more slowly. The compressor then runs hotter and longer, using more electricity and wearing faster. Bent fins have the same effect on a smaller scale.',
        ],
      },
      {
        heading: 'Keeping it clean safely',
        steps: [
          'Turn the system off at the thermostat, then switch off the outdoor disconnect or the breaker.',
          'Clear leaves and debris from around the unit and keep about two feet of open space on every side.',
          'Rinse the fins gently with a garden hose, never a pressure washer, which flattens them.',
          'Leave chemical coil cleaning, straightening many fins and anything inside the cabinet to a technician.',
        ],
      },
      {
        heading: 'Condenser coil and evaporator coil',
        paragraphs: [
          'The evaporator coil sits indoors above the furnace or in the air handler and absorbs heat from your home’s air. A heat pump swaps the two roles in winter, so its outdoor coil then gathers heat from the outside air.',
        ],
      },
    ],
    related: [{ url: '/resources/maintenance-tips/coils/', label: 'Coil maintenance tips' }, basicsLink('evaporator-coils', 'The indoor coil and why it is matched.'), { url: '/products/coils/', label: 'Coils' }],
  },
}

const GLOSSARY_PAGES: SitePage[] = [
  {
    slug: GLOSSARY_HUB_SLUG,
    title: 'Heating and cooling glossary',
    description: 'Plain-language explanations of SEER, EER, HSPF, AFUE, R-22 and the parts of a heating and cooling system.',
    intro: 'Efficiency ratings and part names appear on every quote and product page. These entries explain what each one measures and how to use it when you compare systems.',
    related: GLOSSARY_ENTRIES.map((entry) => ({ ...glossaryLink(entry.slug), text: GLOSSARY_TEXT[entry.slug].description })),
  },
  ...GLOSSARY_ENTRIES.map((entry) => ({
    slug: glossarySlug(entry.slug),
    title: entry.slug === 'what-is-a-condenser-coil' ? 'What is a condenser coil?' : `What is ${entry.term}?`,
    ...GLOSSARY_TEXT[entry.slug],
    related: [...(GLOSSARY_TEXT[entry.slug].related ?? []), { url: pagePath(GLOSSARY_HUB_SLUG), label: 'The whole glossary' }],
  })),
]

// ---- HVAC basics -----------------------------------------------------------------------------------

type BasicsSlug = (typeof HVAC_BASICS_TOPICS)[number]['slug']

const BASICS_TEXT: Record<BasicsSlug, { description: string; intro: string; sections: Section[]; related: Related[] }> = {
  'how-heating-and-cooling-works': {
    description: 'How a home heating and cooling system works: the outdoor unit, the indoor unit, the ducts and the thermostat.',
    intro: 'Most homes are heated and cooled by a split system: an outdoor unit, an indoor unit, ducts that carry the air and a thermostat that tells them when to run.',
    sections: [
      { heading: 'Moving heat, not making cold', paragraphs: ['An air conditioner does not make cold air. It moves heat: refrigerant absorbs heat from your indoor air at the indoor coil and releases it outdoors at the condenser coil. A heat pump can run the same cycle backwards to bring heat in during winter.'] },
      { heading: 'The parts', bullets: ['Outdoor unit: an air conditioner or heat pump.', 'Indoor unit: a furnace or an air handler, with the blower that moves the air.', 'Ducts and registers: carry air to the rooms and back.', 'Thermostat: measures the temperature and starts the system.'] },
    ],
    related: [basicsLink('air-conditioners'), basicsLink('heat-pumps'), basicsLink('gas-furnaces')],
  },
  'air-conditioners': {
    description: 'How a central air conditioner cools and dehumidifies a home, and what to compare when you choose one.',
    intro: 'A central air conditioner pairs an outdoor unit, with the compressor and condenser coil, with an indoor coil on top of your furnace or in an air handler.',
    sections: [
      { heading: 'Cooling and drying', paragraphs: ['As warm indoor air passes over the cold indoor coil, it gives up heat and moisture. The water drips into a drain pan and leaves through a condensate line, which is why a good air conditioner also makes a home feel less sticky.'] },
      { heading: 'What to compare', bullets: ['Efficiency: SEER2 for the season, EER2 for peak heat.', 'Stages: single-stage, two-stage or variable speed for quieter, more even cooling.', 'Size: a load calculation, not the size of the old unit.'] },
    ],
    related: [glossaryLink('what-is-seer'), { url: '/products/air-conditioners/', label: 'Air conditioners' }],
  },
  'gas-furnaces': {
    description: 'How a gas furnace heats a home, what 80% and 90%+ AFUE mean and which safety features protect you.',
    intro: 'A gas furnace burns natural gas or propane, passes the heat through a sealed heat exchanger and blows warm air through the ducts. The combustion gases never mix with your air; they leave through the flue.',
    sections: [
      { heading: 'Efficiency', paragraphs: ['AFUE tells you how much of the fuel becomes heat. Condensing furnaces of 90% AFUE or more recover extra heat from the exhaust and vent through plastic pipe.'] },
      { heading: 'Safety', bullets: ['A flame sensor shuts off the gas if the burners do not light.', 'A limit switch stops the burners if the furnace overheats.', 'A carbon monoxide alarm on every floor is your own safeguard: test it monthly.'] },
    ],
    related: [glossaryLink('what-is-afue'), { url: '/products/furnaces/', label: 'Furnaces' }],
  },
  'heat-pumps': {
    description: 'How a heat pump heats and cools with one outdoor unit, and how it copes with cold weather.',
    intro: 'A heat pump is an air conditioner that can run in reverse. In summer it moves heat out of your home; in winter it gathers heat from the outdoor air, even on cold days, and moves it in.',
    sections: [
      { heading: 'Why it is efficient', paragraphs: ['Moving heat takes less energy than making it, so a heat pump typically delivers two to three units of heat for each unit of electricity. HSPF2 rates its heating efficiency, SEER2 its cooling.'] },
      { heading: 'In cold weather', paragraphs: ['Output falls as temperatures drop. Cold-climate models keep much of their capacity well below freezing; other homes pair the heat pump with electric backup heat or a gas furnace. In winter the outdoor unit defrosts now and then, which can look like steam: that is normal.'] },
    ],
    related: [glossaryLink('what-is-hspf'), { url: '/products/heat-pumps/', label: 'Heat pumps' }],
  },
  'air-handlers': {
    description: 'What an air handler is, how it pairs with a heat pump and what a variable-speed blower adds.',
    intro: 'An air handler is the indoor partner of a heat pump or an electric air conditioner: a cabinet with a blower, an indoor coil and room for electric backup heat, with no burner.',
    sections: [
      { heading: 'Where it goes', paragraphs: ['Air handlers fit in closets, attics, basements and garages, standing up or lying on their side. The right position depends on your ductwork.'] },
      { heading: 'Blower speed', paragraphs: ['A variable-speed blower ramps up gently, runs quietly at low speed most of the time and lets the coil remove more humidity in summer.'] },
    ],
    related: [{ url: '/products/air-handlers/', label: 'Air handlers' }, basicsLink('heat-pumps')],
  },
  'evaporator-coils': {
    description: 'What the indoor evaporator coil does, why it must match the outdoor unit and how to keep it clean.',
    intro: 'The evaporator coil sits in the airflow above a furnace or inside an air handler. Cold refrigerant inside it absorbs heat and moisture from the air that passes through.',
    sections: [
      { heading: 'Why the coil must match', paragraphs: ['Efficiency ratings belong to a matched pair: an outdoor unit with a particular indoor coil. A mismatched coil can lower the efficiency you paid for and shorten the compressor’s life.'] },
      { heading: 'Keeping it clean', paragraphs: ['A clean filter is the coil’s best protection. Coil cleaning itself is a job for your dealer during a tune-up.'] },
    ],
    related: [glossaryLink('what-is-a-condenser-coil'), { url: '/products/coils/', label: 'Coils' }],
  },
  'ductless-systems': {
    description: 'How a ductless mini-split heats and cools rooms without ductwork, and where it fits best.',
    intro: 'A ductless mini-split connects an outdoor heat pump to one or more indoor units on walls or ceilings through a small hole for the refrigerant lines.',
    sections: [
      { heading: 'Where it fits', bullets: ['Additions, garages and finished attics without ducts.', 'Older homes with radiators or baseboard heat.', 'Rooms that are always too hot or too cold.'] },
      { heading: 'Zones', paragraphs: ['Each indoor unit has its own setting, so you heat or cool only the rooms in use.'] },
    ],
    related: [{ url: '/products/ductless-mini-split-systems/', label: 'Ductless mini-split systems' }],
  },
  'packaged-systems': {
    description: 'What a packaged heating and cooling system is and when it makes sense.',
    intro: 'A packaged system holds every part in one outdoor cabinet, on the ground beside the house or on the roof, with ducts running into the home.',
    sections: [
      { heading: 'When it makes sense', bullets: ['Homes without a basement, attic or closet for an indoor unit.', 'Homes built on a slab in warm climates.', 'Small commercial buildings with rooftop units.'] },
      { heading: 'Types', paragraphs: ['Gas-electric units heat with gas and cool electrically; heat pump units do both electrically; hybrid units combine a heat pump with gas heat.'] },
    ],
    related: [{ url: '/products/packaged-system/gas-electric-packaged-systems/', label: 'Gas-electric packaged systems' }, { url: '/products/packaged-system/heat-pump-packaged-systems/', label: 'Heat pump packaged systems' }],
  },
  'thermostats-and-controls': {
    description: 'Programmable, smart and communicating thermostats: what each does and how to choose.',
    intro: 'The thermostat decides when your system runs and for how long. A good one saves energy without you thinking about it.',
    sections: [
      { heading: 'Kinds of thermostat', bullets: ['Non-programmable: you change the setting by hand.', 'Programmable: follows a weekly schedule.', 'Smart: learns your routine, works from your phone and reports alerts.', 'Communicating: exchanges detailed information with a compatible system to run multi-stage equipment at its best.'] },
      { heading: 'Setbacks', paragraphs: ['Turning the temperature back by 7 to 10 °F for eight hours a day can noticeably lower heating and cooling costs. With a heat pump, use a thermostat that knows it, so it does not call for costly backup heat after every setback.'] },
    ],
    related: [{ url: pagePath(SMART_THERMOSTATS_SLUG), label: 'Smart thermostats' }, { url: '/products/thermostat-controls/traditional-thermostats/', label: 'Traditional thermostats' }],
  },
  'indoor-air-quality': {
    description: 'The three sides of indoor air quality: filtration, humidity and fresh air.',
    intro: 'Indoor air can hold more dust, allergens and moisture problems than the air outside. Your heating and cooling system moves all of it, so it is also the best place to treat it.',
    sections: [
      { heading: 'The three levers', bullets: ['Filtration: a better filter or an air cleaner captures particles.', 'Humidity: about 30 to 50% relative humidity is comfortable and discourages dust mites and mould.', 'Ventilation: bringing in filtered outdoor air dilutes odours and indoor pollutants.'] },
    ],
    related: IAQ_PRODUCT_PAGES.map((page) => ({ url: pagePath(page.slug), label: page.label })),
  },
  'efficiency-ratings': {
    description: 'SEER2, EER2, HSPF2 and AFUE side by side: which rating applies to which equipment.',
    intro: 'Every piece of heating and cooling equipment carries an efficiency rating. The trick is knowing which one to compare.',
    sections: [
      { heading: 'Which rating for which equipment', bullets: ['Air conditioners: SEER2 and EER2.', 'Heat pumps: SEER2 for cooling, HSPF2 for heating.', 'Gas and oil furnaces: AFUE.', 'Whole systems: the rating of the matched outdoor unit and indoor coil together.'] },
    ],
    related: [glossaryLink('what-is-seer'), glossaryLink('what-is-eer'), glossaryLink('what-is-hspf'), glossaryLink('what-is-afue')],
  },
  'sizing-a-system': {
    description: 'Why the size of a heating and cooling system matters and how a dealer works it out.',
    intro: 'Bigger is not better. An oversized air conditioner cools quickly, shuts off before it removes the humidity and wears itself out starting and stopping; an undersized one runs all day on the hottest afternoons.',
    sections: [
      { heading: 'A load calculation', paragraphs: ['A dealer should calculate the heating and cooling load of your home, usually with the industry’s Manual J method. It takes in the floor area, insulation, windows, the way the house faces, air leakage and your climate.'] },
      { heading: 'What to have ready', bullets: ['Any insulation or window upgrades since the old system went in.', 'Rooms that are too hot or too cold today.', 'Your last twelve months of energy bills.'] },
    ],
    related: [FIND_A_DEALER, PRICE_GUIDE],
  },
  'maintenance-basics': {
    description: 'What a homeowner can do to keep a heating and cooling system running well, and what to leave to a dealer.',
    intro: 'A few minutes of care each season keeps a system efficient, and a yearly professional tune-up catches small problems before they become breakdowns.',
    sections: [
      { heading: 'Your part', bullets: ['Check the filter monthly and change it when it looks grey, usually every one to three months.', 'Keep two feet clear around the outdoor unit.', 'Keep supply and return registers open and unblocked.', 'Test smoke and carbon monoxide alarms monthly.'] },
      { heading: 'Your dealer’s part', paragraphs: ['Once a year: clean the coils, check the refrigerant charge and electrical connections, inspect the burners and heat exchanger of a furnace and clear the condensate drain.'] },
    ],
    related: [MAINTENANCE, { url: '/resources/maintenance-tips/clean-or-change-filter/', label: 'Clean or change a filter' }],
  },
}

const BASICS_PAGES: SitePage[] = [
  {
    slug: HVAC_BASICS_HUB_SLUG,
    title: 'HVAC basics',
    description: 'How home heating and cooling works, topic by topic: equipment, efficiency, sizing and care.',
    intro: 'New to heating and cooling, or about to replace a system? Start here. Each topic takes a few minutes to read and explains one part of the system in plain language.',
    blocks: () => [{ ...hvacBasicsNavFixture, title: 'Topics' }],
    related: [{ url: pagePath(GLOSSARY_HUB_SLUG), label: 'Glossary', text: 'Ratings and parts explained.' }, MAINTENANCE],
  },
  ...HVAC_BASICS_LINKS.map((link) => {
    const topic = link.slug.slice(HVAC_BASICS_HUB_SLUG.length + 1) as BasicsSlug
    return {
      slug: link.slug,
      title: `HVAC basics: ${link.label.toLowerCase()}`,
      ...BASICS_TEXT[topic],
      blocks: () => [{ ...hvacBasicsNavFixture, title: 'More HVAC basics' }],
    }
  }),
]

// ---- products --------------------------------------------------------------------------------------

const comparison = (title: string, ids: number[]): LayoutBlock[] => (ids.length ? [{ ...productComparisonFixture, heading: title, products: ids }] : [])

const PRODUCT_PAGES: SitePage[] = [
  {
    slug: 'products/air-conditioners',
    title: 'Central air conditioners',
    description: 'Central air conditioners from single-stage to variable speed: compare efficiency, sound and installed prices.',
    intro: 'Our central air conditioners pair with a furnace or an air handler to cool every room evenly and take the stickiness out of summer air.',
    sections: [{ heading: 'Choosing an air conditioner', bullets: ['Single-stage models run at full speed whenever they run: simple and affordable.', 'Two-stage models run on low most of the time: quieter and more even.', 'Variable-speed models adjust in small steps for the best comfort and efficiency.'] }],
    blocks: ({ productIds }) => comparison('Compare air conditioners', productIds('airConditioner')),
    related: [glossaryLink('what-is-seer'), basicsLink('air-conditioners'), PRICE_GUIDE],
  },
  {
    slug: 'products/furnaces',
    title: 'Gas furnaces',
    description: 'Gas furnaces at 80% and 90%+ AFUE: compare efficiency, blowers and installed prices.',
    intro: 'Our gas furnaces run on natural gas or propane, from dependable 80% AFUE models to condensing furnaces that turn 96% of their fuel into heat.',
    sections: [{ heading: 'Choosing a furnace', bullets: ['80% AFUE: lower price, vents through an existing metal flue.', '90%+ AFUE: lower gas bills, vents through plastic pipe and needs a condensate drain.', 'Two-stage and modulating burners: steadier temperatures and quieter running.'] }],
    blocks: ({ productIds }) => comparison('Compare furnaces', productIds('furnace80', 'furnace90')),
    related: [glossaryLink('what-is-afue'), basicsLink('gas-furnaces'), PRICE_GUIDE],
  },
  {
    slug: 'products/heat-pumps',
    title: 'Heat pumps',
    description: 'Heat pumps that heat and cool on electricity: compare SEER2, HSPF2 and installed prices.',
    intro: 'A heat pump heats in winter and cools in summer with one outdoor unit, moving heat rather than making it.',
    sections: [{ heading: 'Choosing a heat pump', bullets: ['Look at HSPF2 for heating and SEER2 for cooling.', 'In cold climates, ask for the capacity at 5 °F and the backup heat plan.', 'Pair with an air handler, or with a gas furnace for a dual-fuel system.'] }],
    blocks: ({ productIds }) => comparison('Compare heat pumps', productIds('heatPump')),
    related: [glossaryLink('what-is-hspf'), basicsLink('heat-pumps'), PRICE_GUIDE],
  },
  {
    slug: 'products/air-handlers',
    title: 'Air handlers',
    description: 'Air handlers for heat pumps and electric systems: multi-speed and variable-speed models.',
    intro: 'An air handler moves conditioned air through your home and holds the indoor coil of a heat pump or air conditioner.',
    sections: [{ heading: 'Choosing an air handler', bullets: ['Match it to the outdoor unit for the rated efficiency.', 'A variable-speed fan is quieter and removes more humidity.', 'Multi-position cabinets fit closets, attics and crawl spaces.'] }],
    blocks: ({ productIds }) => comparison('Compare air handlers', productIds('airHandler')),
    related: [basicsLink('air-handlers'), { url: '/products/heat-pumps/', label: 'Heat pumps' }, PRICE_GUIDE],
  },
  {
    slug: 'products/coils',
    title: 'Indoor coils',
    description: 'Indoor evaporator coils matched to your outdoor unit, cased and uncased.',
    intro: 'The indoor coil is half of your cooling system. Matching it to the outdoor unit keeps the efficiency and the warranty you expect.',
    sections: [{ heading: 'Our coils', bullets: ['Cased coils for upflow and horizontal furnaces.', 'Uncased coils for custom plenums.', 'All-aluminium tubes and fins that resist corrosion.'] }],
    related: [{ url: '/products/coils/comfort-coil/', label: 'Comfort coil', text: 'Our matched indoor coil.' }, basicsLink('evaporator-coils'), glossaryLink('what-is-a-condenser-coil')],
  },
  {
    slug: 'products/coils/comfort-coil',
    title: 'Comfort coil',
    description: 'A matched indoor coil with all-aluminium construction, for air conditioners and heat pumps.',
    intro: 'Our comfort coil is the matched indoor partner of our air conditioners and heat pumps, built to deliver their rated efficiency.',
    sections: [
      { heading: 'Features', bullets: ['All-aluminium tubes and fins that resist corrosion.', 'Factory-installed expansion valve sized for the matched outdoor unit.', 'Sloped drain pan that empties fully and resists mould.', 'Cased and uncased versions, upflow, downflow and horizontal.'] },
    ],
    related: [{ url: '/products/coils/', label: 'All coils' }, FIND_A_DEALER],
  },
  ...[
    { slug: 'gas-electric-packaged-systems', title: 'Gas-electric packaged systems', intro: 'Gas heat and electric cooling in one outdoor cabinet, a good fit where winters are cold and gas is available.', points: ['Gas heating up to 81% AFUE.', 'Cooling up to 15.2 SEER2.', 'Ground or roof mounting.'] },
    { slug: 'heat-pump-packaged-systems', title: 'Heat pump packaged systems', intro: 'All-electric heating and cooling in one outdoor cabinet, suited to mild winters and homes without gas.', points: ['Heating rated in HSPF2, cooling in SEER2.', 'Optional electric backup heat.', 'No indoor unit to find room for.'] },
    { slug: 'air-conditioner-packaged-systems', title: 'Air conditioner packaged systems', intro: 'Cooling in one outdoor cabinet, with optional electric heat, for warm climates.', points: ['Cooling up to 15.2 SEER2.', 'Optional electric heat strips.', 'Quiet, compact cabinet.'] },
    { slug: 'hybrid-comfort-systems', title: 'Hybrid comfort packaged systems', intro: 'A heat pump and a gas furnace in one cabinet that switches to whichever costs less to run.', points: ['Heat pump heating in mild weather.', 'Gas heat on the coldest days.', 'Switchover point set to your energy prices.'] },
  ].map(
    (item): SitePage => ({
      slug: `products/packaged-system/${item.slug}`,
      title: item.title,
      description: `${item.intro} Sample product family page.`,
      intro: item.intro,
      sections: [{ heading: 'At a glance', bullets: item.points }],
      related: [basicsLink('packaged-systems'), { url: '/products/#packaged-system', label: 'All packaged systems' }, FIND_A_DEALER],
    }),
  ),
  {
    slug: 'products/ductless-mini-split-systems',
    title: 'Ductless mini-split systems',
    description: 'Ductless mini-split heat pumps for rooms and additions without ductwork.',
    intro: 'A ductless mini-split heats and cools a room, or several, without ducts: an outdoor heat pump and quiet indoor units on the wall or ceiling.',
    sections: [{ heading: 'Why ductless', bullets: ['No ductwork to install or lose heat through.', 'A separate temperature for each room.', 'Installation in a day for many single-room systems.'] }],
    related: [basicsLink('ductless-systems'), { url: '/resources/maintenance-tips/ductless-systems/', label: 'Ductless maintenance tips' }, FIND_A_DEALER],
  },
  {
    slug: IAQ_CATEGORY_SLUG,
    title: 'Indoor air quality',
    description: 'Air purification, humidity control and ventilation that work with your heating and cooling system.',
    intro: 'Cleaner, more comfortable air for the whole house, from equipment that works with the system you already have.',
    blocks: () => [
      {
        blockType: 'iaqProductCards',
        title: 'Our indoor air quality products',
        intro: 'Three whole-home products and what each does.',
        cards: [
          { product: 'airCleaner', name: 'Whole-home air cleaner', description: 'Traps dust, pollen and pet dander as air passes through your system.', link: { type: 'custom', url: pagePath(`${IAQ_CATEGORY_SLUG}/air-purification`), label: 'Air purification', trackingText: 'IAQ products: air purification' } },
          { product: 'humidifier', name: 'Whole-home humidifier', description: 'Adds moisture in dry months, so rooms feel warmer at a lower setting.', link: { type: 'custom', url: pagePath(`${IAQ_CATEGORY_SLUG}/humidity-control`), label: 'Humidity control', trackingText: 'IAQ products: humidity control' } },
          { product: 'filter', name: 'High-capacity filter', description: 'A deep media filter that catches more and needs changing less often.', link: { type: 'custom', url: pagePath(`${IAQ_CATEGORY_SLUG}/ventilation`), label: 'Ventilation and filtration', trackingText: 'IAQ products: ventilation and filtration' } },
        ],
      },
    ],
    related: [...IAQ_PRODUCT_PAGES.map((page) => ({ url: pagePath(page.slug), label: page.label })), basicsLink('indoor-air-quality')],
  },
  {
    slug: `${IAQ_CATEGORY_SLUG}/ventilation`,
    title: 'Ventilation',
    description: 'Energy and heat recovery ventilators bring in fresh, filtered air without wasting heat.',
    intro: 'Tightly built homes keep heat in, but also odours, moisture and indoor pollutants. A ventilator exchanges stale indoor air for fresh, filtered outdoor air.',
    sections: [{ heading: 'How it saves energy', paragraphs: ['A heat recovery ventilator passes the outgoing air past the incoming air, so most of the heat stays in your home in winter. An energy recovery ventilator also transfers moisture, helping in humid summers.'] }],
    related: [{ url: pagePath(IAQ_CATEGORY_SLUG), label: 'Indoor air quality' }, basicsLink('indoor-air-quality')],
  },
  {
    slug: `${IAQ_CATEGORY_SLUG}/air-purification`,
    title: 'Air purification',
    description: 'Whole-home air cleaners that capture dust, pollen and pet dander as air passes through your system.',
    intro: 'A whole-home air cleaner sits in the return duct, so every bit of air your system moves passes through it, many times a day.',
    sections: [{ heading: 'Compared with a filter', paragraphs: ['A standard one-inch filter protects the equipment. An air cleaner is built to protect people, capturing far smaller particles with little resistance to airflow.'] }],
    related: [{ url: '/products/indoor-air-quality/air-purification/cleaneffects/', label: 'Our whole-home air cleaner' }, { url: pagePath(IAQ_CATEGORY_SLUG), label: 'Indoor air quality' }],
  },
  {
    slug: `${IAQ_CATEGORY_SLUG}/humidity-control`,
    title: 'Humidity control',
    description: 'Whole-home humidifiers and dehumidifiers that keep indoor humidity comfortable all year.',
    intro: 'Air that is too dry cracks skin and wood floors; air that is too damp feels clammy and invites mould. Whole-home humidity control keeps it in the comfortable range, about 30 to 50%.',
    sections: [{ heading: 'Two directions', bullets: ['Humidifiers add moisture in winter, when heated air gets dry.', 'Dehumidifiers remove moisture in humid summers and damp basements.'] }],
    related: [{ url: pagePath(IAQ_CATEGORY_SLUG), label: 'Indoor air quality' }, basicsLink('indoor-air-quality')],
  },
  {
    slug: `${IAQ_CATEGORY_SLUG}/air-purification/cleaneffects`,
    title: 'Whole-home air cleaner',
    description: 'Our whole-home air cleaner: how it works, where it goes and how to look after it.',
    intro: 'Our whole-home air cleaner charges and captures fine particles as air flows through your heating and cooling system, and its collection cells wash clean rather than going in the bin.',
    sections: [{ heading: 'Looking after it', bullets: ['Check the indicator light monthly.', 'Wash the collection cells every few months, as the manual describes.', 'Have your dealer check it at the yearly tune-up.'] }],
    related: [{ url: pagePath(`${IAQ_CATEGORY_SLUG}/air-purification`), label: 'Air purification' }, FIND_A_DEALER],
  },
  {
    slug: SMART_THERMOSTATS_SLUG,
    title: 'Smart thermostats',
    description: 'Smart, communicating thermostats you control from your phone, with alerts your dealer can see.',
    intro: 'A smart thermostat learns your schedule, lets you change the temperature from anywhere and warns you, and your dealer if you allow it, when something needs attention.',
    sections: [{ heading: 'What it adds', bullets: ['Schedules and away settings from the app.', 'Filter and maintenance reminders.', 'Alerts and diagnostics from compatible communicating systems.'] }],
    related: [{ url: '/resources/home-app/', label: 'The home app' }, basicsLink('thermostats-and-controls'), { url: '/products/thermostat-controls/traditional-thermostats/', label: 'Traditional thermostats' }],
  },
  {
    slug: 'products/thermostat-controls/traditional-thermostats',
    title: 'Traditional thermostats',
    description: 'Programmable and non-programmable thermostats: simple, reliable temperature control.',
    intro: 'Not everyone wants an app. Our traditional thermostats keep control simple, with clear displays and buttons.',
    sections: [{ heading: 'Options', bullets: ['Non-programmable: set it and change it by hand.', 'Programmable: seven-day schedules to save energy while you are out or asleep.'] }],
    related: [{ url: pagePath(SMART_THERMOSTATS_SLUG), label: 'Smart thermostats' }, basicsLink('thermostats-and-controls')],
  },
  {
    slug: 'products/zoning',
    title: 'Zoning',
    description: 'Zoning systems heat and cool parts of your home separately, with dampers and a thermostat per zone.',
    intro: 'Upstairs too warm, basement too cold? Zoning divides one system into areas with their own thermostats, opening and closing dampers in the ducts to send air where it is needed.',
    sections: [{ heading: 'Where zoning helps', bullets: ['Two-storey homes.', 'Rooms with big windows or a lot of sun.', 'Rooms that are used only part of the day.'] }],
    related: [basicsLink('thermostats-and-controls'), FIND_A_DEALER],
  },
  {
    slug: 'products/light-commercial',
    title: 'Light commercial',
    description: 'Rooftop and split systems from 3 to 25 tons for shops, offices and small businesses.',
    intro: 'Heating and cooling for small businesses: packaged rooftop units and split systems from 3 to 25 tons, sold and serviced by local dealers.',
    sections: [{ heading: 'For your building', bullets: ['Packaged rooftop units that keep equipment off the floor.', 'Split systems for buildings with room inside.', 'Controls that follow business hours.'] }],
    related: [FIND_A_DEALER, PRODUCTS],
  },
]

// ---- resources, app, refrigerant, campaigns, history -------------------------------------------

const OTHER_PAGES: SitePage[] = [
  {
    slug: 'resources',
    title: 'Resources',
    description: 'Guides, tools and answers for homeowners: basics, glossary, maintenance, troubleshooting, prices and videos.',
    intro: 'Everything we have written to help you understand, choose and look after a heating and cooling system.',
    related: [
      { url: pagePath(HVAC_BASICS_HUB_SLUG), label: 'HVAC basics', text: 'How home heating and cooling works.' },
      { url: pagePath(GLOSSARY_HUB_SLUG), label: 'Glossary', text: 'SEER, AFUE, HSPF and more in plain language.' },
      MAINTENANCE,
      TROUBLESHOOTING,
      REPAIR_OR_REPLACE,
      PRICE_GUIDE,
      { url: '/resources/homeowning-01/', label: 'Homeowning 101 videos', text: 'Short how-to videos.' },
      { url: '/resources/home-app/', label: 'The home app', text: 'Control and check your system from your phone.' },
      REFRIGERANT,
      { url: '/resources/build-your-own-system/', label: 'Build your own system', text: 'Put a system together with a dealer.' },
      { url: '/resources/articles/', label: 'Articles', text: 'Articles on care, repairs and choosing a system.' },
    ],
  },
  {
    slug: 'resources/next-generation-refrigerant',
    title: 'Next-generation refrigerant',
    description: 'Why new air conditioners and heat pumps use lower-GWP refrigerants such as R-454B, and what it means for your system.',
    intro: 'New air conditioners and heat pumps are moving to refrigerants with a much lower global warming potential (GWP). Here is what changed and what it means if you own, or are buying, a system.',
    sections: [
      { heading: 'What changed', paragraphs: ['Under the AIM Act of 2020 the United States is phasing down HFC refrigerants. Since 1 January 2025, new residential split air conditioners and heat pumps must be built for refrigerants with a GWP below 700. R-410A, the refrigerant of most systems of the last fifteen years, has a GWP of about 2,090; R-454B, used in our new systems, about 470.'] },
      { heading: 'If you already own a system', bullets: ['Nothing changes: R-410A systems can keep running and be serviced.', 'Refrigerants cannot be mixed: a repair uses the refrigerant on the nameplate.', 'When you replace the outdoor unit, the indoor coil is usually replaced too, since it must be designed for the new refrigerant.'] },
      { heading: 'Is it safe?', paragraphs: ['R-454B is classed A2L: low toxicity and mildly flammable, far harder to ignite than the propane of a barbecue. Systems designed for it include refrigerant leak sensors that switch on the blower to disperse a leak, and installers are trained to handle it.'] },
    ],
    related: [glossaryLink('what-is-r22', 'The refrigerant phased out in 2020.'), REPAIR_OR_REPLACE, PRODUCTS],
  },
  {
    slug: 'resources/home-app',
    title: 'The home app',
    description: 'Adjust your comfort, set schedules and see alerts from your phone with a connected thermostat.',
    intro: 'With a connected thermostat, the home app puts your heating and cooling on your phone: change the temperature on the way home, set a schedule, and get a message when the filter needs changing.',
    sections: [
      { heading: 'What you can do', bullets: ['Change the temperature and mode from anywhere.', 'Set weekly schedules and away settings.', 'See energy use by day and month.', 'Share alerts with your dealer, if you choose to.'] },
      { heading: 'What you need', paragraphs: ['A compatible smart thermostat, home Wi-Fi and a phone.'] },
    ],
    related: [{ url: '/resources/home-app/diagnostics/', label: 'Alerts and diagnostics', text: 'What an alert means and what to check first.' }, { url: pagePath(SMART_THERMOSTATS_SLUG), label: 'Smart thermostats' }],
  },
  {
    slug: 'resources/home-app/diagnostics',
    title: 'Alerts and diagnostics in the home app',
    description: 'What the home app’s alerts mean, the safe checks you can make yourself and when to call your dealer.',
    intro: 'A connected system reports problems as they happen. Some alerts ask for a simple check at home; others mean your dealer should take a look.',
    sections: [
      {
        heading: 'Safe first checks',
        steps: [
          'Check the thermostat: the right mode (heat or cool), a setting above or below the room temperature, and fresh batteries if it uses them.',
          'Check the filter and replace it if it is dirty: a clogged filter causes many airflow and overheating alerts.',
          'Check the breakers for the indoor and outdoor units and the switch by the furnace; reset a tripped breaker once only.',
          'Check that supply and return registers are open and not blocked by furniture.',
          'In cooling mode, look for ice on the refrigerant lines: if you see any, switch to fan only and call your dealer.',
        ],
      },
      { heading: 'Call your dealer when', bullets: ['A breaker trips again after one reset.', 'You smell gas: leave the house and call the gas utility from outside.', 'A carbon monoxide alarm sounds: get everyone outside and call 911.', 'The same alert comes back after your checks.'] },
    ],
    related: [TROUBLESHOOTING, { url: '/schedule-service/', label: 'Schedule service' }, { url: '/resources/home-app/', label: 'The home app' }],
  },
  ...CAMPAIGN_SLUGS.map(
    (slug): SitePage => ({
      slug,
      title: 'A higher standard of comfort',
      description: 'Find a local dealer and ask about a higher-efficiency heating and cooling system for your home.',
      intro: 'Higher-efficiency heating and cooling, installed by a local dealer who knows your climate. Enter your ZIP code above and contact a dealer near you for a free in-home estimate.',
      headingInBlock: true,
      sections: [{ heading: 'Why upgrade now', bullets: ['Lower energy bills with a higher SEER2 and AFUE.', 'Quieter, more even comfort from multi-stage equipment.', 'Local rebates that lower the price.'] }],
      blocks: () => [{ ...dealerLocatorFixture, title: 'A higher standard of comfort', intro: 'Enter your ZIP code to contact a local dealer.' }],
      related: [REBATES, PRODUCTS],
    }),
  ),
  {
    slug: 'about/history',
    title: 'Our history',
    description: 'From a riverside workshop to whole-home comfort: the story of our company.',
    intro: 'More than a century of keeping homes comfortable. The timeline below tells the story of a fictional brand: the years are fixed, the story is ours.',
    blocks: () => [{ ...companyTimelineFixture, title: 'Milestones' }],
    related: [PRODUCTS, FIND_A_DEALER],
  },
]

/** Every page this module seeds, in seeding order. */
export const SITE_PAGES: readonly SitePage[] = [...OTHER_PAGES, ...GLOSSARY_PAGES, ...BASICS_PAGES, ...PRODUCT_PAGES]

/**
 * The spec routes no other seed module creates (glossary, HVAC basics, product categories, the
 * resources index, the app, the campaigns, the history page). Idempotent: one query for the slugs
 * that exist, and only the missing pages are created; an existing page is never changed.
 */
export async function seedSitePages(payload: Payload, report: Report): Promise<void> {
  const slugs = SITE_PAGES.map((page) => page.slug)
  const existing = await payload.find({ collection: 'pages', where: { slug: { in: slugs } }, limit: slugs.length, pagination: false, depth: 0, draft: true, select: { slug: true } })
  const have = new Set(existing.docs.map((doc) => doc.slug))
  const products = await payload.find({ collection: 'products', where: { sample: { equals: true } }, limit: 100, pagination: false, depth: 0, select: { productType: true }, sort: 'sortOrder' })
  const context: SeedContext = { productIds: (...types) => products.docs.filter((p) => types.includes(p.productType)).map((p) => p.id) }
  let created = 0
  for (const page of SITE_PAGES) {
    if (have.has(page.slug)) continue
    await payload.create({
      collection: 'pages',
      context: ctx,
      data: { title: page.title, slug: page.slug, _status: 'published', meta: { title: `${page.title}`, description: page.description }, layout: sitePageLayout(page, context) },
    })
    created++
  }
  if (created) report.created.push(`${created} site pages (glossary, HVAC basics, product categories, resources)`)
  if (created < SITE_PAGES.length) report.kept.push(`${SITE_PAGES.length - created} site pages`)
}
