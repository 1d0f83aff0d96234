import { describe, expect, it } from 'vitest'
import { heroImageSources, heroShowsImages, heroShowsVideo, heroShowsWave, heroVideoAutoplays, heroVideoSources, validateHeroVideoUrl, videoSizeForWidth, videoSourceForWidth, HERO_VIDEO_QUERY } from './hero'

const all = { small: '/v/s.mp4', medium: '/v/m.mp4', large: '/v/l.mp4' }

describe('hero variants', () => {
  it('video and video-with-wave play a video; the wave shows on the wave variants; wave only has no media', () => {
    expect(['image', 'video', 'videoWave', 'wave'].map(heroShowsVideo)).toEqual([false, true, true, false])
    expect(['image', 'video', 'videoWave', 'wave'].map(heroShowsWave)).toEqual([false, false, true, true])
    expect(['image', 'video', 'videoWave', 'wave'].map(heroShowsImages)).toEqual([true, true, true, false])
  })

  it('autoplays only without a reduced-motion preference', () => {
    expect(heroVideoAutoplays(true)).toBe(false)
    expect(heroVideoAutoplays(false)).toBe(true)
  })
})

describe('hero video source by viewport (640 / 1024 / 1440)', () => {
  it('plays nothing on phones (they see the mobile image), small from 640, medium from 1024, large from 1440', () => {
    expect([320, 639, 640, 1023, 1024, 1439, 1440, 1920].map((w) => videoSourceForWidth(w, all))).toEqual([null, null, '/v/s.mp4', '/v/s.mp4', '/v/m.mp4', '/v/m.mp4', '/v/l.mp4', '/v/l.mp4'])
    expect([639, 640, 1024, 1440].map(videoSizeForWidth)).toEqual([null, 'small', 'medium', 'large'])
    expect(HERO_VIDEO_QUERY).toBe('(min-width: 640px)')
  })

  it('writes non-overlapping media queries, widest first, none matching a phone', () => {
    expect(heroVideoSources(all).map((s) => s.media)).toEqual(['(min-width: 1440px)', '(min-width: 1024px) and (max-width: 1439.98px)', '(min-width: 640px) and (max-width: 1023.98px)'])
  })

  it('a missing size uses the next larger file, else the next smaller; equal neighbours merge', () => {
    expect(heroVideoSources({ large: '/v/l.mp4' })).toEqual([{ value: '/v/l.mp4', minPx: 640, media: '(min-width: 640px)' }])
    expect([320, 800, 1200, 1600].map((w) => videoSourceForWidth(w, { small: '/v/s.mp4', large: '/v/l.mp4' }))).toEqual([null, '/v/s.mp4', '/v/l.mp4', '/v/l.mp4'])
    expect([800, 1200, 1600].map((w) => videoSourceForWidth(w, { small: '/v/s.mp4' }))).toEqual(['/v/s.mp4', '/v/s.mp4', '/v/s.mp4'])
    expect(videoSourceForWidth(1200, {})).toBeNull()
  })

  it('ignores a source that is not a site path or an https URL', () => {
    expect(heroVideoSources({ small: 'javascript:alert(1)', medium: 'http://example.test/v.mp4', large: '/v/l.mp4' })).toEqual([{ value: '/v/l.mp4', minPx: 640, media: '(min-width: 640px)' }])
  })
})

describe('hero video URL validation', () => {
  it('accepts a site path or an https URL, and empty', () => {
    expect(validateHeroVideoUrl('/videos/hero.mp4')).toBe(true)
    expect(validateHeroVideoUrl('https://cdn.example.test/hero.mp4')).toBe(true)
    expect(validateHeroVideoUrl('')).toBe(true)
    expect(validateHeroVideoUrl(null)).toBe(true)
  })

  it('rejects scripts, plain http, anchors, mail and phone links and protocol-relative URLs', () => {
    for (const bad of ['javascript:alert(1)', 'http://example.test/v.mp4', '#video', 'mailto:a@b.test', 'tel:+15550100', '//evil.test/v.mp4', 'videos/hero.mp4', 42]) {
      expect(validateHeroVideoUrl(bad), String(bad)).toBe('Enter a path starting with / or a full https:// URL of a video file')
    }
  })
})

describe('hero images by width band', () => {
  it('gives each band its own upload, widest first, with media queries that never overlap', () => {
    const sources = heroImageSources({ mobile: 'm', tablet: 't', desktop: 'd', large: 'l' })
    expect(sources.map((s) => [s.value, s.media])).toEqual([
      ['l', '(min-width: 1440px)'],
      ['d', '(min-width: 1024px) and (max-width: 1439.98px)'],
      ['t', '(min-width: 640px) and (max-width: 1023.98px)'],
      ['m', '(max-width: 639.98px)'],
    ])
  })

  it('the desktop image alone serves every width; a phone image takes over under 640', () => {
    expect(heroImageSources({ desktop: 'd' })).toEqual([{ value: 'd', minPx: 0, media: null }])
    expect(heroImageSources({ mobile: 'm', desktop: 'd' }).map((s) => [s.value, s.media])).toEqual([
      ['d', '(min-width: 640px)'],
      ['m', '(max-width: 639.98px)'],
    ])
  })

  it('merges bands that hold the same upload, compared as the caller says', () => {
    const a = { id: 1 }
    const sameA = { id: 1 }
    expect(heroImageSources({ mobile: a, desktop: sameA }, (x, y) => x.id === y.id)).toHaveLength(1)
    expect(heroImageSources({})).toEqual([])
  })
})
