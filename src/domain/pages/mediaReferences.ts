/**
 * Where an upload can sit inside a stored layout: for each block type, the paths of its media
 * fields ("backgroundImage", "sidebar.ctaCard.image", "items.*.image"). Built from the block configs
 * (server side) so this stays pure.
 */
export type MediaPaths = Record<string, string[]>

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

function valuesAt(node: unknown, segments: string[]): unknown[] {
  if (segments.length === 0) return [node]
  if (!node || typeof node !== 'object') return []
  const [head, ...rest] = segments
  if (head === '*') return Array.isArray(node) ? node.flatMap((item) => valuesAt(item, rest)) : []
  return valuesAt((node as Record<string, unknown>)[head!], rest)
}

/** Does this layout (blocks as stored: ids or populated objects) use the media document `mediaId`? */
export function layoutUsesMedia(layout: unknown, mediaId: number | string, paths: MediaPaths): boolean {
  if (!Array.isArray(layout)) return false
  return layout.some((block) => {
    const type = (block as { blockType?: string })?.blockType
    return (paths[type ?? ''] ?? []).some((p) => valuesAt(block, p.split('.')).some((v) => String(idOf(v)) === String(mediaId)))
  })
}
