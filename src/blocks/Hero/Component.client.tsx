'use client'

import { useEffect, useRef, useState } from 'react'
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
  const video = useRef<HTMLVideoElement>(null)
  const pausedByVisitor = useRef(false)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const wide = window.matchMedia(HERO_VIDEO_QUERY)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // In view until the observer's first answer says otherwise: a hero at the top starts at once.
    let inView = true
    const follow = () => {
      if (!wide.matches || !inView) {
        element.pause()
        return
      }
      // A source may only now match (the window grew past 640 px): load it before playing.
      if (!element.currentSrc) element.load()
      // Browsers may refuse even muted autoplay (data saver); the image stays and the button says Play.
      if (heroVideoAutoplays(reduced) && !pausedByVisitor.current) element.play().catch(() => setPlaying(false))
    }
    follow()
    wide.addEventListener('change', follow)
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry || entry.isIntersecting === inView) return
      inView = entry.isIntersecting
      follow()
    })
    observer.observe(element)
    return () => {
      wide.removeEventListener('change', follow)
      observer.disconnect()
    }
  }, [])

  function toggle() {
    const element = video.current
    if (!element) return
    pausedByVisitor.current = !element.paused
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
