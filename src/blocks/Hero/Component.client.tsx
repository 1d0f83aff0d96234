'use client'

import { useEffect, useRef, useState } from 'react'
import { heroVideoAutoplays } from '@/domain/blocks/hero'

type Source = { src: string; media: string | null }

/**
 * The background video. The browser picks the file by width from the <source> media queries, so the
 * server HTML already holds the choice; this leaf only starts playback (never when the visitor asks
 * for reduced motion) and offers the pause control moving content needs (WCAG 2.2.2).
 */
export function HeroVideo({ sources }: { sources: Source[] }) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (heroVideoAutoplays(reduced)) {
      // Browsers may refuse even muted autoplay (data saver); the image stays and the button says Play.
      element.play().catch(() => setPlaying(false))
    }
  }, [])

  function toggle() {
    const element = video.current
    if (!element) return
    if (element.paused) element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  return (
    <>
      <video
        ref={video}
        className="hero-block__video"
        data-started={started ? 'true' : 'false'}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => {
          setPlaying(true)
          setStarted(true)
        }}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src + (source.media ?? '')} src={source.src} media={source.media ?? undefined} />
        ))}
      </video>
      <button type="button" className="hero-block__video-toggle" onClick={toggle}>
        {playing ? 'Pause background video' : 'Play background video'}
      </button>
    </>
  )
}
