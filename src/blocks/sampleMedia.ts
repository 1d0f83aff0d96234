import type { Media } from '@/payload-types'

// Sample media for the block fixtures. Fixtures hold no uploads and nothing may call another host,
// and blocks never import the seed (the seed imports their fixtures), so the sample images live
// here, where both reach them: the fixtures use them as they are (the unit tests render them), and
// the seed uploads the same files and puts each upload in its stand-in's place when it stores the
// block gallery (`withSampleMedia`, src/seed/blockGallery.ts). The drawings are ours:
// scripts/images/svg/, rendered to public/img/brand/ by `npm run images` (docs/images.md).

const image = (file: string, alt: string, width = 1200, height = 900) =>
  ({
    // id 0 marks a stand-in: no stored upload has it.
    id: 0,
    alt,
    url: `/img/brand/${file}.webp`,
    filename: `${file}.webp`,
    mimeType: 'image/webp',
    width,
    height,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }) satisfies Media

/** One drawing per product category (no drawing stands in for two), the home, a dealer, video posters. */
export const BRAND_IMAGES = {
  airConditioner: image('air-conditioner', 'Central air conditioner: an outdoor condenser with a top fan grille and louvred coil guard'),
  gasFurnace: image('gas-furnace', 'Gas furnace: an upright cabinet with burner and blower doors and two vent pipes'),
  heatPump: image('heat-pump', 'Heat pump: an outdoor unit with a wire coil guard and a top fan'),
  airHandler: image('air-handler', 'Air handler: a tall indoor cabinet with a duct collar and refrigerant lines'),
  evaporatorCoil: image('evaporator-coil', 'Evaporator coil: a cased A-shaped coil with copper refrigerant lines'),
  packagedUnit: image('packaged-unit', 'Packaged unit: a low outdoor cabinet holding heating and cooling, with two top fans'),
  miniSplit: image('ductless-mini-split', 'Ductless mini-split: a wall-mounted indoor unit and a compact outdoor unit'),
  thermostat: image('thermostat', 'Smart thermostat: a touch screen showing the set temperature as a dial'),
  airPurifier: image('air-purifier', 'Whole-home air cleaner: a cabinet in the return duct with its pleated filter sliding out'),
  home: image('home-dusk', 'A family home at dusk, its windows lit warm, with the outdoor unit beside it', 1600, 900),
  technician: image('technician', 'A dealer technician checking an outdoor unit with gauges, the service van parked behind'),
  posterFurnaceFilter: image('poster-furnace-filter', 'A hand sliding a pleated filter out of a furnace, the airflow arrow facing the furnace', 1280, 720),
  posterOutdoorUnit: image('poster-outdoor-unit', 'An outdoor unit on its pad with clear space around it and a rake nearby', 1280, 720),
  posterThermostat: image('poster-thermostat', 'A thermostat on a living-room wall beside a sofa and a lamp', 1280, 720),
} as const

export type BrandImageKey = keyof typeof BRAND_IMAGES

/** The lifestyle drawing: heroes, image blocks and cards. */
export const sampleImageMedia = BRAND_IMAGES.home

/** A fixture's stand-in image (id 0, one of BRAND_IMAGES), as opposed to a stored upload. */
export function brandImageKeyOf(value: unknown): BrandImageKey | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (record.id !== 0 || typeof record.url !== 'string') return null
  const key = (Object.keys(BRAND_IMAGES) as BrandImageKey[]).find((k) => BRAND_IMAGES[k].url === record.url)
  return key ?? null
}

/**
 * A 4-second looping sample video served from public/ (a blue gradient with slow waves, marked
 * "Sample video"; `node scripts/sample-hero-video.mjs` writes it).
 */
export const SAMPLE_HERO_VIDEO = '/videos/sample-hero.mp4'
