/**
 * The block picker ("Add block" in the page editor): the groups an editor thinks in, in the order
 * the picker shows them, and where each block's thumbnail lives. Data only (payload.config, the
 * seed and the scripts import it through src/blocks/index.ts).
 */
export const BLOCK_GROUPS = {
  heroes: 'Heroes',
  textAndMedia: 'Text and media',
  callsToAction: 'Calls to action and banners',
  productsAndTools: 'Products and tools',
  dealersAndRebates: 'Dealers and rebates',
  forms: 'Forms',
  sliders: 'Sliders',
  navigation: 'Navigation and links',
  layout: 'Layout and advanced',
  experiments: 'Experiments',
  /** Kept so older pages still show and stay editable; the picker offers them only where one is in use. */
  olderPagesOnly: 'Only on older pages',
} as const

export type BlockGroup = keyof typeof BLOCK_GROUPS

/** The group whose blocks new pages are not offered. */
export const OLDER_PAGES_ONLY: BlockGroup = 'olderPagesOnly'

/**
 * The thumbnails `npm run blocks:thumbnails` makes from the block gallery: one WebP per block in
 * public/admin/blocks/, which the site serves at /admin/blocks/<slug>.webp.
 */
export const THUMBNAIL_FOLDER = 'public/admin/blocks'
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const
export const thumbnailUrl = (slug: string) => `/admin/blocks/${slug}.webp`
