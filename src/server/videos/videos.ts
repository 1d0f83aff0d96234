import { VIDEO_CATEGORIES_SLUG, VIDEOS_SLUG } from '@/collections/slugs'
import { categoryOptions, toVideoCard, type CategoryInput, type CategoryOption, type VideoCardData } from '@/domain/videos/videos'
import { payloadClient } from '../payload'

/** The slider shows at most this many videos per category (a page of the REST answer too). */
export const VIDEO_SLIDER_LIMIT = 48

export interface VideoSliderData {
  options: CategoryOption[]
  categories: CategoryInput[]
  cards: VideoCardData[]
}

/** Categories (for the picker) and the videos of "All Videos", as the slider's first render shows them. */
export async function videoSliderData(): Promise<VideoSliderData> {
  const payload = await payloadClient()
  const [categoryDocs, videoDocs] = await Promise.all([
    payload.find({ collection: VIDEO_CATEGORIES_SLUG, limit: 200, depth: 0, pagination: false, sort: 'sortOrder' }),
    payload.find({ collection: VIDEOS_SLUG, limit: VIDEO_SLIDER_LIMIT, depth: 1, sort: ['sortOrder', 'title'] }),
  ])
  const categories: CategoryInput[] = categoryDocs.docs.map((c) => ({
    id: c.id,
    title: c.title,
    sortOrder: c.sortOrder,
    parent: typeof c.parent === 'object' && c.parent ? c.parent.id : (c.parent ?? null),
  }))
  return {
    options: categoryOptions(categories),
    categories,
    cards: videoDocs.docs.map(toVideoCard).filter((card): card is VideoCardData => card !== null),
  }
}
