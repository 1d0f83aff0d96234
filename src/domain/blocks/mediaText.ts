/** Fifty-fifty image and text: which side the image takes on wide screens (it always comes first on phones). */
export const IMAGE_SIDES = ['left', 'right'] as const
export type ImageSide = (typeof IMAGE_SIDES)[number]

export function imageSide(value: unknown): ImageSide {
  return value === 'right' ? 'right' : 'left'
}
