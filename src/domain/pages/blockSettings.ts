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
