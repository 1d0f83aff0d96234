'use client'

import { useEffect, useRef, useState } from 'react'
import { useInView } from '@/components/ui/useInView'
import { HERO_VIDEO_QUERY, heroVideoAutoplays } from '@/domain/blocks/hero'

type Source = { src: string; media: string | null }

/**
 * The background video. The browser picks the file by width from the <source> media queries, so the
 * server HTML already holds the choice; none matches on a phone, where the stylesheet hides the video
 * and the mobile image shows (PB 2). This leaf starts playback from 640 px (never when the visitor
 * asks for reduced motion, nor after they paused it), pauses it when the window narrows to a phone's,
 * rests while the hero is scrolled out of view (a playing video decodes frames nobody sees: a
 * visitor's battery, a fifth of a core here), and offers the pause control moving content needs
 * (WCAG 2.2.2).
 */
export function HeroVideo({ sources }: { sources: Source[] }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const inView = useInView(video)
  const pausedByVisitor = useRef(false)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    if (!video) return
    const wide = window.matchMedia(HERO_VIDEO_QUERY)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const follow = () => {
      if (!wide.matches || !inView) {
        video.pause()
        return
      }
      // A source may only now match (the window grew past 640 px): load it before playing.
      if (!video.currentSrc) video.load()
      // Browsers may refuse even muted autoplay (data saver); the image stays and the button says Play.
      if (heroVideoAutoplays(reduced) && !pausedByVisitor.current) video.play().catch(() => setPlaying(false))
    }
    follow()
    wide.addEventListener('change', follow)
    return () => wide.removeEventListener('change', follow)
  }, [video, inView])

  function toggle() {
    if (!video) return
    pausedByVisitor.current = !video.paused
    if (video.paused) video.play().catch(() => setPlaying(false))
    else video.pause()
  }

  return (
    <>
      <video
        ref={setVideo}
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
