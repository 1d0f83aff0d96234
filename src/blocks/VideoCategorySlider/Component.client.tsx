'use client'

import { useId, useRef, useState } from 'react'
import { Slider } from '@/components/ui/Slider/Slider'
import { Spinner } from '@/components/ui/Spinner'
import { GENERIC_PRESET } from '@/domain/sliders/presets'
import { ALL_VIDEOS_CATEGORY, categoryWithDescendants, videoCardsFromResponse, type CategoryInput, type CategoryOption, type VideoCardData } from '@/domain/videos/videos'
import { VideoCard } from './VideoCard'

export const VIDEO_LOAD_ERROR = 'The videos could not be loaded. Please try again.'
export const NO_VIDEOS = 'No videos in this category yet.'

/**
 * DL 9 video category slider: a category picker (by sortOrder, children indented, "All Videos" = 0)
 * over a slider of video cards. A category's videos come from the Payload REST API; a loading
 * indicator shows while they do.
 */
export function VideoCategorySliderClient({
  title,
  options,
  categories,
  initialCards,
  limit,
}: {
  title: string
  options: readonly CategoryOption[]
  categories: readonly CategoryInput[]
  initialCards: readonly VideoCardData[]
  limit: number
}) {
  const uid = useId()
  const [category, setCategory] = useState<number>(ALL_VIDEOS_CATEGORY.id)
  const [cards, setCards] = useState<readonly VideoCardData[]>(initialCards)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(false)
  const controller = useRef<AbortController | null>(null)

  async function choose(id: number) {
    setCategory(id)
    setError(false)
    controller.current?.abort()
    if (id === ALL_VIDEOS_CATEGORY.id) {
      setLoading(false)
      setCards(initialCards)
      return
    }
    const current = new AbortController()
    controller.current = current
    setLoading(true)
    const params = new URLSearchParams({ depth: '1', limit: String(limit), sort: 'sortOrder' })
    categoryWithDescendants(categories, id).forEach((categoryId, i) => params.append(`where[categories][in][${i}]`, String(categoryId)))
    try {
      const response = await fetch(`/api/videos?${params}`, { signal: current.signal, credentials: 'same-origin' })
      const next = response.ok ? videoCardsFromResponse(await response.json()) : null
      if (current.signal.aborted) return
      if (next) setCards(next)
      else setError(true)
    } catch {
      if (!current.signal.aborted) setError(true)
    } finally {
      if (!current.signal.aborted) setLoading(false)
    }
  }

  return (
    <div className="video-slider" data-testid="video-category-slider">
      <div className="video-slider__picker">
        <label htmlFor={`${uid}-category`}>Category</label>
        <select id={`${uid}-category`} value={category} onChange={(event) => void choose(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {/* Options cannot hold markup: indent children with non-breaking spaces and a dash. */}
              {`${option.depth > 0 ? `${'\u00a0\u00a0\u00a0'.repeat(option.depth)}– ` : ''}${option.title}`}
            </option>
          ))}
        </select>
        {loading ? <Spinner label="Loading videos" /> : null}
      </div>
      {error ? (
        <p role="alert" className="video-slider__error">
          {VIDEO_LOAD_ERROR}
        </p>
      ) : null}
      <div className="video-slider__cards" aria-busy={loading}>
        {cards.length === 0 && !loading ? (
          <p className="video-slider__empty">{NO_VIDEOS}</p>
        ) : (
          <Slider
            key={category}
            label={title}
            preset={GENERIC_PRESET}
            perView={{ mobile: 1, tablet: 2, desktop: 3 }}
            slides={cards.map((card) => ({ key: card.id, content: <VideoCard card={card} /> }))}
          />
        )}
      </div>
    </div>
  )
}
