/**
 * A page layout with an experiment's placement blocks replaced by the winning variant's reusable
 * block (the same content the placement showed for that variant), keeping each block's id and
 * settings. Placements sit at the top level of a layout (they are not allowed inside groups or
 * columns). Returns null when the layout has no placement of that experiment.
 */
export interface LayoutBlock {
  blockType: string
  id?: string | null
  [field: string]: unknown
}

function relationId(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
}

export function layoutWithWinner(layout: readonly LayoutBlock[] | null | undefined, experimentId: number, reusableBlockId: number): LayoutBlock[] | null {
  if (!layout?.length) return null
  let replaced = false
  const next = layout.map((block) => {
    if (block.blockType !== 'experimentPlacement' || relationId(block.experiment) !== experimentId) return block
    replaced = true
    const winner: LayoutBlock = { blockType: 'reusableBlock', reusableBlock: reusableBlockId }
    if (block.id) winner.id = block.id
    if (block.blockName) winner.blockName = block.blockName
    if (block.settings) winner.settings = block.settings
    return winner
  })
  return replaced ? next : null
}
