/** Settings every block shares (fields/blockSettings.ts); RenderBlocks applies them. */
export const BLOCK_SPACINGS = ['none', 'standard', 'extra'] as const
export type BlockSpacing = (typeof BLOCK_SPACINGS)[number]

export type BlockSettingsValue = { hidden?: boolean | null; spacing?: BlockSpacing | null; anchorId?: string | null }

/** Attributes of a block's wrapper, or null when the editor hid the block. */
export function blockFrame(blockType: string, settings: BlockSettingsValue | null | undefined) {
  if (settings?.hidden) return null
  const spacing = settings?.spacing ?? 'standard'
  return {
    'data-block': blockType,
    id: settings?.anchorId || undefined,
    className: `block block--spacing-${spacing}`,
  }
}

/** A stored block the editor hid ("Hide this block"): an object with a block type and `settings.hidden`. */
export function isHiddenBlock(value: unknown): boolean {
  if (!value || typeof value !== 'object' || !('blockType' in value)) return false
  const settings = (value as { settings?: unknown }).settings
  return Boolean(settings && typeof settings === 'object' && (settings as BlockSettingsValue).hidden)
}

/**
 * A copy of a stored value (a layout, a whole page) without the blocks an editor hid, at any depth
 * (blocks inside groups, columns, tabs): what visitors may read of it. The value itself is unchanged.
 */
export function withoutHiddenBlocks<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => !isHiddenBlock(item)).map(withoutHiddenBlocks) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHiddenBlocks(item)])) as T
  }
  return value
}
