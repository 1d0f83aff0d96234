import type { VideoCategorySliderBlock } from '@/payload-types'
import { categoryOptions, type VideoCardData } from '@/domain/videos/videos'
import { blockData } from '@/server/blocks/blockData'
import { VIDEO_SLIDER_LIMIT, videoSliderData, type VideoSliderData } from '@/server/videos/videos'
import { LazyVideoCategorySliderClient } from './Component.lazy'
import './styles.css'

/** Reads the categories and videos on the server; the first render already shows "All Videos". */
export async function VideoCategorySliderComponent({ title, intro }: VideoCategorySliderBlock) {
  const data = await blockData<VideoSliderData>('videos (video category slider)', videoSliderData, { options: categoryOptions([]), categories: [], cards: [] })
  return <VideoCategorySliderView title={title} intro={intro} data={data} />
}

export function VideoCategorySliderView({ title, intro, data }: { title: string; intro?: string | null; data: VideoSliderData & { cards: VideoCardData[] } }) {
  return (
    <section className="container video-category-slider" aria-label={title}>
      <h2 className="video-category-slider__title">{title}</h2>
      {intro ? <p className="video-category-slider__intro">{intro}</p> : null}
      <LazyVideoCategorySliderClient title={title} options={data.options} categories={data.categories} initialCards={data.cards} limit={VIDEO_SLIDER_LIMIT} />
    </section>
  )
}
