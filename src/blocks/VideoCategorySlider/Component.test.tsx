import { describe, expect, it } from 'vitest'
import { categoryOptions, toVideoCard } from '@/domain/videos/videos'
import { renderHtml } from '../../../tests/support/renderHtml'
import { VideoCategorySliderView } from './Component'

const categories = [
  { id: 65, title: 'New', sortOrder: 0, isNew: true },
  { id: 2, title: 'Maintenance', sortOrder: 2 },
  { id: 3, title: 'Filters', sortOrder: 1, parent: 2 },
  { id: 4, title: 'Heating and Cooling', sortOrder: 1 },
]
const cards = [
  toVideoCard({ id: 1, title: 'Reading your thermostat', slug: 'reading-your-thermostat', categories: [categories[0], categories[3]] }),
  toVideoCard({ id: 2, title: 'Changing a filter', slug: 'changing-a-filter', categories: [categories[1], categories[2]] }),
].flatMap((card) => (card ? [card] : []))

describe('VideoCategorySlider', () => {
  it('offers All Videos first, then categories by sortOrder with children indented under their parent', async () => {
    const html = await renderHtml(<VideoCategorySliderView title="Homeowning videos" data={{ options: categoryOptions(categories), categories, cards }} />)
    const options = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]?.replace(/\u00a0/g, '_')])
    expect(options).toEqual([
      ['0', 'All Videos'],
      ['65', 'New'],
      ['4', 'Heating and Cooling'],
      ['2', 'Maintenance'],
      ['3', '___– Filters'],
    ])
    expect(html).toMatch(/<label for="[^"]+">Category<\/label>/)
  })

  it('renders the homeowner video cards: placeholder image, "New" badge, link with the last category', async () => {
    const html = await renderHtml(<VideoCategorySliderView title="Homeowning videos" data={{ options: categoryOptions(categories), categories, cards }} />)
    expect(html).toContain('href="/resources/homeowning-01/reading-your-thermostat/?category=Heating+and%20Cooling"')
    expect(html).toContain('href="/resources/homeowning-01/changing-a-filter/?category=Filters"')
    expect(html.match(/class="video-card__badge">New</g)).toHaveLength(1)
    expect(html).toContain('src="/img/brand/home-dusk.webp"')
  })

  it('says so when there are no videos', async () => {
    const html = await renderHtml(<VideoCategorySliderView title="Videos" data={{ options: categoryOptions([]), categories: [], cards: [] }} />)
    expect(html).toContain('No videos in this category yet.')
  })
})
