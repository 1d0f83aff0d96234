'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydratedAttribute } from '@/components/ui/hydration'
import './video.css'

export interface VideoEmbedProps {
  title: string
  /** The privacy-enhanced player URL (youtube-nocookie.com), built on the server. */
  embedUrl: string
  posterSrc: string
  posterAlt?: string
}

/**
 * A poster and a play button; the player iframe is created only when the visitor presses play, so
 * nothing is requested from the video host before that.
 */
export function VideoEmbed({ title, embedUrl, posterSrc, posterAlt = '' }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const hydrated = useHydratedAttribute()
  useEffect(() => {
    // Keyboard users land on the player they asked for, not back at the top of the page.
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className="video-embed" data-testid="video-embed" {...hydrated}>
      {playing ? (
        <iframe
          ref={frame}
          className="video-embed__frame"
          src={embedUrl}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-embed__poster" onClick={() => setPlaying(true)}>
          <img src={posterSrc} alt={posterAlt} className="video-embed__image" loading="lazy" decoding="async" width={1280} height={720} />
          <span className="video-embed__play" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 16 16" focusable="false">
              <path d="M5 3l8 5-8 5z" fill="currentColor" />
            </svg>
          </span>
          <span className="visually-hidden">{`Play video: ${title}`}</span>
        </button>
      )}
    </div>
  )
}
