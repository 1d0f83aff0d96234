/**
 * Repair-or-replace guide (PB 2 "two columns, Repair if and Replace if, with expandable items and a
 * critical R-22 refrigerant warning"; PB 9 expected life, guidance and "other figures"). Our wording
 * around the spec's figures; the defaults a new guide block starts with.
 */
export type GuideItem = { title: string; body: string }

export const EXPECTED_LIFE = [
  { system: 'Air conditioner', years: '12 to 15 years' },
  { system: 'Furnace', years: '15 to 20 years' },
  { system: 'Heat pump', years: '15 to 20 years' },
] as const

export const REPAIR_IF: GuideItem[] = [
  { title: 'It has needed 0 to 2 repairs in the last 3 years', body: 'An occasional repair is normal wear. A system that rarely breaks down is usually worth fixing.' },
  { title: 'You plan to live in your home less than 7 more years', body: 'A repair keeps you comfortable without paying for a system whose savings the next owner would enjoy.' },
  { title: 'The unit is less than 10 years old', body: 'It is well within its expected life: air conditioners last about 12 to 15 years, furnaces and heat pumps about 15 to 20.' },
  { title: 'It is still efficient', body: 'An air conditioner rated over 10 SEER, a heat pump over 10 SEER or 8 HSPF, or a furnace over 80% AFUE is still worth keeping running.' },
]

export const REPLACE_IF: GuideItem[] = [
  { title: 'It has needed 3 or more repairs in the last 3 years', body: 'Repeated breakdowns usually mean more are coming; that money can go toward a new system instead.' },
  { title: 'You plan to stay in your home 7 years or more', body: 'You will be there long enough for a new system’s lower energy bills to pay back part of its cost.' },
  { title: 'The unit is 10 years old or more', body: 'It is nearing the end of its expected life: air conditioners about 12 to 15 years, furnaces and heat pumps about 15 to 20.' },
  { title: 'It is inefficient', body: 'An air conditioner rated 10 SEER or less, a heat pump at 10 SEER or less and 8 HSPF or less, or a furnace at 80% AFUE or less costs more to run than a new one.' },
]

export const R22_WARNING: GuideItem = {
  title: 'Critical: does your system use R-22 refrigerant?',
  body: 'R-22 was banned from new systems in 2010, and its production and import ended in 2020. If your system uses R-22 and leaks, the only refrigerant left is recovered stock, so a recharge can cost more than the repair is worth. Ask your dealer before paying for a major repair.',
}

export const OTHER_FIGURES: GuideItem[] = [
  { title: 'Efficiency has more than doubled', body: 'Older air conditioners were often rated 8 to 9 SEER; new models run from 13 to 22 SEER.' },
  { title: 'New systems cut energy use', body: 'Compared with a 10 SEER unit, a new model can save 20% to 40% on cooling energy, and an ENERGY STAR model another 15%.' },
]
