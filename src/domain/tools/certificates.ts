/** Manufacturer certificates (PB 2, PB 9 "Certificate ratings"): the six cards and their required ratings. */
export type Certificate = { title: string; ratings: string[]; tooltip: string }

export const CERTIFICATES: Certificate[] = [
  { title: 'Advanced main air circulating fan', ratings: ['Uses at most 2% of the furnace’s total energy'], tooltip: 'The blower must use no more than 2% of the furnace’s total energy use to qualify.' },
  { title: 'Gas furnace', ratings: ['95% AFUE'], tooltip: 'AFUE is the share of the fuel’s energy that becomes heat in your home over a typical year.' },
  { title: 'Heat pump or dual fuel system', ratings: ['14 SEER', '12 EER', '8 HSPF'], tooltip: 'SEER and EER rate cooling efficiency over a season and at peak heat; HSPF rates heating efficiency.' },
  { title: 'Packaged air conditioner', ratings: ['14 SEER', '12 EER'], tooltip: 'SEER rates cooling efficiency over a whole season; EER at a hot peak hour.' },
  { title: 'Split system air conditioner', ratings: ['16 SEER', '13 EER'], tooltip: 'SEER rates cooling efficiency over a whole season; EER at a hot peak hour.' },
  { title: 'Split system heat pump', ratings: ['15 SEER', '12.5 EER', '8.5 HSPF'], tooltip: 'SEER and EER rate cooling efficiency; HSPF rates heating efficiency over a season.' },
]
