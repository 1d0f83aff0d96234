/** The countries this site serves (dealers, rebates, lead addresses): the one spelling of them. */
export const COUNTRIES = ['US', 'CA'] as const
export type Country = (typeof COUNTRIES)[number]
