import type { GridKind } from '@/domain/tools/tipsGrids'

/**
 * The text of the maintenance and troubleshooting pages the two tips grids link to: a few numbered
 * steps a homeowner can do safely, a safety note where one matters, and when to call a dealer.
 */
export interface Guide {
  steps: readonly string[]
  safety?: string
  /** When the homeowner should stop and call a dealer. */
  callWhen: string
}

const GAS_SAFETY = 'If you smell gas, do not switch anything on or off. Leave the house, then call your gas utility from outside.'
const POWER_SAFETY = 'Turn the system off at the thermostat and at its power switch or breaker before you open a panel or touch the unit.'
const REFRIGERANT = 'Refrigerant work (topping up, finding a leak, replacing a coil) is for a licensed technician only.'

export const GUIDES: Record<GridKind, Record<string, Guide>> = {
  maintenance: {
    'air-conditioners': {
      steps: [
        'Change or clean the indoor air filter: every 1 to 3 months in the cooling season.',
        'Keep 2 feet (60 cm) clear around the outdoor unit: trim plants, and remove leaves and grass clippings from the top and sides.',
        'With the power off, rinse the outdoor coil fins gently with a garden hose, from the inside out if you can. No pressure washer: it bends the fins.',
        'Check that the condensate drain line indoors runs freely and that no water stands in the drain pan.',
        'Have a dealer tune the system up each spring: refrigerant charge, electrical parts and coil condition.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if the unit runs but the air stays warm, if ice forms on the copper lines, or if you hear grinding or screeching.',
    },
    'gas-furnaces': {
      steps: [
        'Change the filter before the heating season, then every 1 to 3 months.',
        'Keep the area around the furnace clear: no boxes, paint or cleaning products within 3 feet (1 m).',
        'Check that the outside vent and air intake pipes are not blocked by snow, nests or leaves.',
        'Test your carbon monoxide alarms and replace their batteries each autumn.',
        'Book a yearly safety check and tune-up with a dealer before the first cold night: burners, heat exchanger, flue and gas pressure.',
      ],
      safety: GAS_SAFETY,
      callWhen: 'Call a dealer if the flame looks yellow instead of blue, if the furnace cycles on and off quickly, or if a carbon monoxide alarm sounds (leave the house first).',
    },
    'heat-pumps': {
      steps: [
        'Change or clean the filter every 1 to 3 months; a heat pump runs all year, so it fills faster.',
        'Keep snow, ice and leaves off and around the outdoor unit; in winter it needs air to flow through the coil.',
        'Expect a defrost cycle in cold weather: a short burst of steam and a pause are normal.',
        'Keep the outdoor unit level on its pad so defrost water drains away.',
        'Have a dealer check it twice a year, before summer and before winter.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if the outdoor unit stays covered in ice for hours, or if the auxiliary or emergency heat light stays on.',
    },
    'air-handlers': {
      steps: [
        'Change the filter every 1 to 3 months; an air handler moves all of the house’s air through it.',
        'Look at the drain pan and condensate line during the cooling season: standing water means the drain is blocked.',
        'Keep supply and return vents in every room open and clear of furniture and rugs.',
        'Listen for a blower that sounds louder than usual or rattles: note it for your next service visit.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer for water on the floor around the unit, a burning smell, or a blower that does not start.',
    },
    'oil-furnaces': {
      steps: [
        'Book a professional tune-up every year: an oil furnace needs its nozzle and filter replaced and its burner adjusted.',
        'Change the air filter every 1 to 3 months in the heating season.',
        'Keep an eye on the tank gauge and order oil before it falls below a quarter full, so sludge is not drawn into the line.',
        'Keep the area around the furnace and tank clear and dry.',
      ],
      safety: 'If you smell oil or see smoke, turn the furnace off at its emergency switch and call a dealer.',
      callWhen: 'Call a dealer if you see soot around the furnace, smell oil, or if the reset button trips more than once.',
    },
    'ductless-systems': {
      steps: [
        'Clean the washable filters of each indoor head every month: lift the front cover, slide them out, rinse, and let them dry fully.',
        'Wipe the indoor head’s cover and louvres with a dry cloth.',
        'Keep the outdoor unit clear of plants, snow and leaves.',
        'Have a dealer clean the indoor coils and blower wheels every year or two, more often with pets.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if a head drips water, smells musty, or shows a blinking light code.',
    },
    'air-quality': {
      steps: [
        'Replace media air cleaner filters every 6 to 12 months, or when the indicator says so.',
        'Replace a humidifier’s water panel once a year, before the heating season.',
        'Keep indoor humidity between 30% and 50%: higher invites mould, lower dries out skin and wood.',
        'Clean the intake grilles of a ventilator (HRV or ERV) outside the house twice a year.',
      ],
      callWhen: 'Call a dealer if odours or dust keep coming back after a filter change.',
    },
    'packaged-systems': {
      steps: [
        'Change the filter every 1 to 3 months; on many packaged units it sits in the return grille indoors.',
        'Keep 2 feet (60 cm) clear around the cabinet and keep the top free of leaves and debris.',
        'Check that the condensate drain outside runs freely in the cooling season.',
        'Have a dealer service the unit each year: a packaged unit holds both heating and cooling parts.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if the unit trips its breaker, or runs without heating or cooling.',
    },
    'clean-or-change-filter': {
      steps: [
        'Find the filter: in a slot beside the furnace or air handler, or behind a return grille in a wall or ceiling.',
        'Turn the system off at the thermostat, then slide the old filter out and note its size, printed on the frame.',
        'Slide the new filter in with the arrow on the frame pointing toward the furnace or air handler, in the direction of airflow.',
        'Write the date on the frame, and check again in a month.',
        'A 1-inch filter usually lasts 1 to 3 months; a 4- to 5-inch media filter 6 to 12 months. Check more often with pets or during building work.',
      ],
      callWhen: 'Call a dealer if the filter turns black within weeks: it can point to a duct leak or a problem with the burner.',
    },
    coils: {
      steps: [
        'Keep the indoor filter fresh: it is the coil’s first protection against dust.',
        'With the power off, rinse the outdoor coil with a garden hose at low pressure once a season.',
        'Straighten lightly bent fins with a fin comb; leave badly damaged fins to a dealer.',
        'Have the indoor (evaporator) coil cleaned by a dealer: it sits inside a sealed cabinet on the furnace or air handler.',
      ],
      safety: `${POWER_SAFETY} ${REFRIGERANT}`,
      callWhen: 'Call a dealer if the coil ices over, or if you see oily spots on the coil or its copper lines, a sign of a refrigerant leak.',
    },
  },
  troubleshooting: {
    'air-conditioners': {
      steps: [
        'Check the thermostat: set to Cool, set below room temperature, and with working batteries.',
        'Check the breakers for the indoor and outdoor units, and the outdoor power switch beside the unit.',
        'Replace a dirty filter: a clogged filter can make the coil freeze and the air weak.',
        'Make sure the outdoor unit is running and its fan is turning, and that nothing blocks it.',
        'If the copper lines or indoor coil are iced, switch to Fan only for a few hours to let the ice melt before trying Cool again.',
      ],
      safety: `${POWER_SAFETY} ${REFRIGERANT}`,
      callWhen: 'Call a dealer if it still does not cool, if it trips the breaker again, or if the outdoor unit hums but the fan does not turn.',
    },
    'gas-furnaces': {
      steps: [
        'Check the thermostat: set to Heat, set above room temperature, and with working batteries.',
        'Make sure the furnace power switch (it looks like a light switch) is on and the breaker has not tripped.',
        'Replace a dirty filter: an overheating furnace shuts itself off.',
        'Check that the front panel is closed properly; a safety switch stops the furnace when it is loose.',
        'Look at the status light behind the small window: count its blinks and note them for the dealer.',
      ],
      safety: GAS_SAFETY,
      callWhen: 'Call a dealer if there is still no heat, if it starts and stops again within minutes, or if the blink code repeats.',
    },
    'air-handlers': {
      steps: [
        'Check that the thermostat’s fan setting is on Auto or On, and the system is set to Heat or Cool.',
        'Check the breaker and the air handler’s power switch.',
        'Replace a dirty filter, and open any closed vents.',
        'If water is leaking, check for a blocked condensate line or a full drain pan; many units have a float switch that stops the system until the water is gone.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if the blower does not start, if water keeps appearing, or if you smell burning.',
    },
    'heat-pumps': {
      steps: [
        'Check the thermostat mode (Heat, Cool or Auto) and the set temperature.',
        'Some frost on the outdoor coil in winter is normal; the unit defrosts itself every 30 to 90 minutes.',
        'Clear snow, ice and leaves from around and on top of the outdoor unit.',
        'Replace a dirty filter indoors.',
        'In cooling mode, warm air for a few minutes after a defrost or a restart is normal.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if the unit is covered in solid ice for hours, or if it blows warm air in cooling mode for more than 15 minutes.',
    },
    'oil-furnaces': {
      steps: [
        'Check the tank gauge: an empty tank is the most common cause.',
        'Check the thermostat and the furnace’s emergency switch, often at the top of the basement stairs.',
        'Press the burner’s red reset button once only. If it does not start, do not press it again: unburnt oil can collect.',
      ],
      safety: 'If you smell oil or see smoke, turn the furnace off at its emergency switch and call a dealer.',
      callWhen: 'Call a dealer if the furnace does not light after one reset, or if you see soot or smell oil.',
    },
    'ductless-systems': {
      steps: [
        'Replace the remote’s batteries and point it straight at the indoor head.',
        'Check the mode (Cool, Heat, Dry or Fan) and the set temperature on the remote.',
        'Clean the indoor head’s filters: clogged filters cut airflow and can make the coil freeze.',
        'Turn the system off at the breaker for a minute, then on again, to clear a temporary fault.',
      ],
      safety: POWER_SAFETY,
      callWhen: 'Call a dealer if a light keeps blinking (note the pattern), or if a head drips water.',
    },
    'air-quality': {
      steps: [
        'Replace the air cleaner’s or furnace filter: most dust and odour complaints start there.',
        'Check indoor humidity with a simple hygrometer: aim for 30% to 50%.',
        'Make sure the humidifier’s water supply valve is open in the heating season, and closed in summer.',
        'Run kitchen and bathroom fans while cooking and showering, and for 20 minutes after.',
      ],
      callWhen: 'Call a dealer if dust, dry air or odours come back within days; the ducts or the equipment may need a look.',
    },
    'packaged-systems': {
      steps: [
        'Check the thermostat mode and set temperature, and its batteries.',
        'Check the breaker and the outdoor disconnect switch beside the cabinet.',
        'Replace the filter, often in a return grille indoors.',
        'Look at the cabinet: leaves, snow or a blocked coil can stop it from heating or cooling.',
      ],
      safety: `${POWER_SAFETY} ${GAS_SAFETY}`,
      callWhen: 'Call a dealer if it still does not heat or cool, or if it trips the breaker again.',
    },
    'thermostat-controls': {
      steps: [
        'A blank screen: replace the batteries, or check the system’s breaker if the thermostat is powered by the system.',
        'Check the mode (Heat, Cool, Auto) and that no schedule or hold is overriding your setting.',
        'Wrong temperature: make sure the thermostat is out of direct sun and away from lamps, vents and drafts.',
        'Lost connection on a smart thermostat: restart your router, then the thermostat, and reconnect it in its app.',
      ],
      callWhen: 'Call a dealer if the system does not respond to any setting: the wiring or the control board may need a look.',
    },
    coils: {
      steps: [
        'Ice on the coil or the copper lines: switch the thermostat to Fan only and let the ice melt for a few hours.',
        'Replace a dirty filter and open closed vents: low airflow is a common cause of a frozen coil.',
        'Water around the indoor coil usually means a blocked condensate drain; check the drain pan and line.',
      ],
      safety: REFRIGERANT,
      callWhen: 'Call a dealer if the coil freezes again after you have changed the filter: low refrigerant or a blower problem needs a technician.',
    },
  },
}
