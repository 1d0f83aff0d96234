import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined | ''
  sizes?: string
  className?: string
  priority?: boolean
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean
}

/** An uploaded image with the srcset sharp generated; nothing when the media is missing or not populated. */
export function MediaImage({ media, sizes = '100vw', className, priority = false, decorative = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const candidates = Object.values(media.sizes ?? {})
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  const srcSet = candidates.map((s) => `${s.url} ${s.width}w`).join(', ')
  return (
    <img
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : media.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's main image is painted with the first frame it is ready for, not a frame later
      // while the scripts run (Lighthouse then counted them into the largest paint).
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
