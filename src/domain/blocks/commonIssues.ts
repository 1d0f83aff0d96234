/**
 * Common Issues guide: the six topics the spec names (PB 2), each with likely causes and the safe
 * first checks a homeowner can make before calling a dealer. Written for this project. They are the
 * defaults a new guide starts with and the seed's content; editors change them in the admin.
 */
export type IssueCause = { title: string; whatToDo: string }
export type IssueTopic = { title: string; summary?: string; causes: IssueCause[] }

export const DEFAULT_SAFETY_NOTE =
  'Only make the checks below that need no tools. Turn the system off at the thermostat and at the breaker before you clear anything around the outdoor unit, and never remove panels held by screws. If you smell gas, leave the house at once and call your gas company from outside.'

export const DEFAULT_COMMON_ISSUES: IssueTopic[] = [
  {
    title: 'My air conditioner is not cooling',
    summary: 'Warm air from the vents usually has a simple cause. Work through these before booking a visit.',
    causes: [
      {
        title: 'The thermostat is set to the wrong mode',
        whatToDo: 'Make sure it is on Cool, the set temperature is a few degrees below the room, and the fan is on Auto. Replace the batteries if the display is faint.',
      },
      {
        title: 'A breaker has tripped',
        whatToDo: 'Look for a tripped breaker for the indoor unit or the outdoor unit and reset it once. If it trips again, leave it off and call a dealer.',
      },
      {
        title: 'The air filter is clogged',
        whatToDo: 'Hold the filter up to the light. If little light passes through, replace it (or clean it, if it is a washable kind).',
      },
      {
        title: 'The outdoor unit cannot breathe',
        whatToDo: 'With the power off, clear leaves, grass cuttings and clutter so there are about two feet of open space around the unit.',
      },
      {
        title: 'Ice on the indoor coil or the refrigerant lines',
        whatToDo: 'Switch cooling off and run the fan only until the ice has melted, then check the filter. If the ice comes back, the system may be low on refrigerant: a dealer must check it.',
      },
    ],
  },
  {
    title: 'My utility bill is high',
    summary: 'A bill that climbs while the weather stays the same often points to a system working harder than it should.',
    causes: [
      {
        title: 'A dirty filter makes the system run longer',
        whatToDo: 'Check the filter every month in peak seasons and replace it when it looks grey.',
      },
      {
        title: 'The thermostat holds one temperature all day',
        whatToDo: 'Use a schedule: let the house warm up a little in summer, or cool down in winter, while you are out or asleep.',
      },
      {
        title: 'Conditioned air escapes',
        whatToDo: 'Close windows and the fireplace damper, seal draughty doors, and keep supply vents open and clear: closing vents does not save energy.',
      },
      {
        title: 'The system is overdue for maintenance or near the end of its life',
        whatToDo: 'A yearly tune-up keeps efficiency up. If your system is more than 10 to 15 years old, ask a dealer to compare its running costs with a newer, higher-efficiency model.',
      },
    ],
  },
  {
    title: 'My system won’t turn off',
    summary: 'A system that runs without a break is either being asked to, or something keeps it on.',
    causes: [
      {
        title: 'The fan is set to On',
        whatToDo: 'On the thermostat, set the fan to Auto so it runs only while heating or cooling.',
      },
      {
        title: 'The set temperature cannot be reached',
        whatToDo: 'On very hot or very cold days the system may run for long stretches. Move the set temperature a few degrees and see whether it cycles off.',
      },
      {
        title: 'The thermostat reads the wrong temperature',
        whatToDo: 'Sunlight, a lamp or a draught near the thermostat can fool it. Compare it with another thermometer in the room.',
      },
      {
        title: 'A control part is stuck',
        whatToDo: 'If the outdoor unit keeps running with the thermostat set to Off, switch the system off at the breaker and call a dealer.',
      },
    ],
  },
  {
    title: 'My system is not heating',
    summary: 'Before you call, check the settings and the power supply, and that the furnace door is closed.',
    causes: [
      {
        title: 'The thermostat is not asking for heat',
        whatToDo: 'Set it to Heat with the set temperature above the room temperature, and replace the batteries if the display is blank or faint.',
      },
      {
        title: 'The furnace has no power',
        whatToDo: 'Check the service switch near the furnace (it looks like a light switch) and the breaker.',
      },
      {
        title: 'The furnace door is not closed properly',
        whatToDo: 'A safety switch stops the furnace when its door is loose. Press the door firmly into place; do not open panels held by screws.',
      },
      {
        title: 'A clogged filter makes the furnace shut itself off',
        whatToDo: 'Replace the filter, then give the system a few minutes to restart.',
      },
      {
        title: 'The heat pump is defrosting',
        whatToDo: 'In cold weather a heat pump briefly stops heating and may release a cloud of steam outdoors. This is normal and ends within minutes.',
      },
    ],
  },
  {
    title: 'Low airflow from the vents',
    summary: 'Weak airflow from some or all vents usually comes from something in the way.',
    causes: [
      {
        title: 'The air filter is clogged',
        whatToDo: 'Replace the filter; it is the most common cause of weak airflow.',
      },
      {
        title: 'Vents or return grilles are closed or covered',
        whatToDo: 'Open every supply vent and move furniture, rugs and curtains away from vents and return grilles.',
      },
      {
        title: 'The indoor coil has iced over',
        whatToDo: 'Switch cooling off and run the fan only until the ice melts. If it happens again, call a dealer.',
      },
      {
        title: 'A duct is leaking or has come loose',
        whatToDo: 'If you can reach ducts in a basement, look for gaps at the joints. Ducts in attics, walls or crawl spaces are a job for a dealer.',
      },
    ],
  },
  {
    title: 'Thermostat problems',
    summary: 'Most thermostat problems come down to power, settings or where the thermostat sits.',
    causes: [
      {
        title: 'The display is blank',
        whatToDo: 'Replace the batteries, check the breaker and the furnace service switch, and make sure the furnace door is closed.',
      },
      {
        title: 'A schedule or hold overrides your setting',
        whatToDo: 'Check for an active schedule, hold or vacation mode, and that the mode (Heat, Cool or Auto) matches the season.',
      },
      {
        title: 'It sits in the wrong place',
        whatToDo: 'Direct sun, a nearby lamp, a kitchen or an outside door can make it read too high or too low.',
      },
      {
        title: 'A connected thermostat has gone offline',
        whatToDo: 'Restart your router, then reconnect the thermostat to your home Wi-Fi following its instructions.',
      },
    ],
  },
]

/**
 * Anchor ids for the topics, so a page can link straight to one (#my-system-is-not-heating).
 * Unique within the guide; a title without letters or digits still gets an id.
 */
export function topicAnchors(titles: readonly string[], prefix = ''): string[] {
  const taken = new Map<string, number>()
  return titles.map((title, index) => {
    const base =
      title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[’']/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || `topic-${index + 1}`
    const seen = taken.get(base) ?? 0
    taken.set(base, seen + 1)
    return `${prefix}${seen === 0 ? base : `${base}-${seen + 1}`}`
  })
}
