import { preload } from 'react-dom'
import type { Media } from '@/payload-types'
import type { BandSource } from '@/domain/blocks/hero'

/** Every file of an upload with its width: the generated sizes and the original. */
export function mediaSrcSet(media: Media): string {
  const candidates = [...Object.values(media.sizes ?? {}), { url: media.url, width: media.width }]
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  const seen = new Set<number>()
  return candidates
    .filter((s) => (seen.has(s.width) ? false : (seen.add(s.width), true)))
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ')
}

const SIZES = '100vw'

/**
 * The hero image, art-directed by width band. It is the page's largest paint, so each band's file is
 * preloaded with its media query (the queries never overlap: one download), and it is never lazy.
 * A <picture> has one alt: the one of the image the fallback <img> shows (the narrowest band).
 */
export function HeroPicture({ sources, className }: { sources: BandSource<Media>[]; className?: string }) {
  const fallback = sources[sources.length - 1]
  if (!fallback) return null
  for (const source of sources) {
    preload(source.value.url!, { as: 'image', imageSrcSet: mediaSrcSet(source.value) || undefined, imageSizes: SIZES, media: source.media ?? undefined, fetchPriority: 'high' })
  }
  return (
    <picture className={className}>
      {sources.slice(0, -1).map((source) => (
        <source
          key={source.minPx}
          media={source.media ?? undefined}
          srcSet={mediaSrcSet(source.value)}
          sizes={SIZES}
          width={source.value.width ?? undefined}
          height={source.value.height ?? undefined}
        />
      ))}
      <img
        src={fallback.value.url!}
        srcSet={mediaSrcSet(fallback.value) || undefined}
        sizes={SIZES}
        width={fallback.value.width ?? undefined}
        height={fallback.value.height ?? undefined}
        alt={fallback.value.alt}
        loading="eager"
        fetchPriority="high"
      />
    </picture>
  )
}
