/**
 * Whether a stored layout holds a block of `blockType` anywhere inside it: in its blocks, in a
 * group's blocks, in a column's blocks. Walks the JSON as stored, whatever the field names are.
 */
export function containsBlockType(value: unknown, blockType: string): boolean {
  if (Array.isArray(value)) return value.some((item) => containsBlockType(item, blockType))
  if (typeof value !== 'object' || value === null) return false
  if ('blockType' in value && value.blockType === blockType) return true
  return Object.values(value).some((child) => typeof child === 'object' && child !== null && containsBlockType(child, blockType))
}
