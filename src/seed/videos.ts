import type { Payload } from 'payload'
import { VIDEO_CATEGORIES_SLUG, VIDEOS_SLUG } from '@/collections/slugs'
import { VIDEO_LIST_BASE_PATH } from '@/domain/videos/videos'
import { pageIntro } from './richText'
import { ensurePage } from './pages'
import type { BrandImageIds } from './blockGallery'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** The listing page the video cards belong to (DL 9 links /resources/homeowning-01/{slug}/). */
export const VIDEO_LIST_SLUG = VIDEO_LIST_BASE_PATH.replace(/^\/|\/$/g, '')

// Sample categories and videos, in our own words. The YouTube ids are made up: the player says the
// video is unavailable, and nothing is requested from the video host until a visitor presses play.
export const SAMPLE_VIDEO_CATEGORIES = [
  { title: 'New', sortOrder: 0, isNew: true },
  { title: 'Heating and Cooling', sortOrder: 1 },
  { title: 'Maintenance', sortOrder: 2 },
  { title: 'Filters', sortOrder: 1, parent: 'Maintenance' },
] as const

export const SAMPLE_VIDEOS = [
  {
    slug: 'changing-a-furnace-filter',
    title: 'Changing a furnace filter',
    description: 'Where the filter sits, which way the arrow points and how often to change it.',
    embedLink: 'https://www.youtube.com/watch?v=sampleVid01',
    categories: ['Maintenance', 'Filters'],
    sortOrder: 1,
    poster: 'posterFurnaceFilter',
  },
  {
    slug: 'clearing-around-the-outdoor-unit',
    title: 'Clearing around the outdoor unit',
    description: 'Why the outdoor unit needs room to breathe, and what to clear away each season.',
    embedLink: 'https://youtu.be/sampleVid02',
    categories: ['New', 'Maintenance'],
    sortOrder: 2,
    poster: 'posterOutdoorUnit',
  },
  {
    slug: 'reading-your-thermostat',
    title: 'Reading your thermostat',
    description: 'Heat, cool, auto and fan settings explained in two minutes.',
    embedLink: 'https://www.youtube.com/embed/sampleVid03',
    categories: ['New', 'Heating and Cooling'],
    sortOrder: 3,
    poster: 'posterThermostat',
  },
] as const

/** Idempotent: adds the sample categories, videos, one page per video and the listing page when missing. */
export async function seedVideos(payload: Payload, report: Report, images?: BrandImageIds): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const category of SAMPLE_VIDEO_CATEGORIES) {
    const existing = await payload.find({ collection: VIDEO_CATEGORIES_SLUG, where: { title: { equals: category.title } }, limit: 1, depth: 0 })
    const found = existing.docs[0]
    if (found) {
      categoryIds.set(category.title, found.id)
      report.kept.push(`video category ${category.title}`)
      continue
    }
    const parent = 'parent' in category ? categoryIds.get(category.parent) : undefined
    const doc = await payload.create({
      collection: VIDEO_CATEGORIES_SLUG,
      context: ctx,
      data: { title: category.title, sortOrder: category.sortOrder, isNew: 'isNew' in category ? category.isNew : false, parent: parent ?? null },
    })
    categoryIds.set(category.title, doc.id)
    report.created.push(`video category ${category.title}`)
  }

  for (const video of SAMPLE_VIDEOS) {
    const existing = await payload.find({ collection: VIDEOS_SLUG, where: { slug: { equals: video.slug } }, limit: 1, depth: 0 })
    if (existing.docs[0]) report.kept.push(`video ${video.slug}`)
    else {
      await payload.create({
        collection: VIDEOS_SLUG,
        context: ctx,
        data: {
          title: video.title,
          slug: video.slug,
          description: video.description,
          embedLink: video.embedLink,
          sortOrder: video.sortOrder,
          // Each seeded video has its own poster drawing.
          poster: images ? images[video.poster] : null,
          categories: video.categories.flatMap((title) => categoryIds.get(title) ?? []),
        },
      })
      report.created.push(`video ${video.slug}`)
    }
    await ensurePage(payload, report, {
      slug: `${VIDEO_LIST_SLUG}/${video.slug}`,
      title: video.title,
      description: video.description,
      layout: [
        pageIntro(video.title, video.description),
        { blockType: 'videoBlocks', title: video.title, description: video.description, layout: 'list', videos: [{ videoTitle: video.title, videoEmbedLink: video.embedLink }] },
        {
          blockType: 'linkBlocks',
          items: [{ link: { type: 'custom', url: VIDEO_LIST_BASE_PATH, label: 'All homeowning videos', trackingText: 'Video page: all videos' } }],
        },
      ],
    })
  }

  await ensurePage(payload, report, {
    slug: VIDEO_LIST_SLUG,
    title: 'Homeowning videos',
    description: 'Short videos on looking after a heating and cooling system.',
    layout: [
      pageIntro('Homeowning videos', 'Short videos on looking after a heating and cooling system.'),
      { blockType: 'videoCategorySlider', title: 'Homeowning videos', intro: 'Short videos on looking after your system. Pick a category to narrow the list.' },
    ],
  })
}
