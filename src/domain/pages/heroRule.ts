/** The block types that are a page's hero: its big headline, made to open the page. */
export const HERO_BLOCK_TYPES: ReadonlySet<string> = new Set(['hero', 'hero2025', 'warrantyHero'])

export const HERO_RULE_MESSAGE = 'A page can have one hero block, and it must be the first block. Move it to the top or remove the extra one.'

/** The page that shows every block with each of its sample variants, heroes included (hidden from search engines). */
export const BLOCK_GALLERY_SLUG = 'block-gallery'

/** Whether a layout's heroes break the rule: more than one, or one that is not the first block. */
export function breaksHeroRule(blockTypes: readonly string[]): boolean {
  const heroes = blockTypes.flatMap((type, index) => (HERO_BLOCK_TYPES.has(type) ? [index] : []))
  return heroes.length > 1 || (heroes.length === 1 && heroes[0] !== 0)
}
