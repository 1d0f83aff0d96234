import { describe, expect, it } from 'vitest'
import { BRAND_IMAGES, sampleImageMedia } from '@/blocks/sampleMedia'
import { withSampleMedia } from './blockGallery'

describe('withSampleMedia', () => {
  it('puts the stored sample image in place of each stand-in media object, at any depth', () => {
    const standIn = sampleImageMedia
    expect(withSampleMedia([{ blockType: 'image', image: standIn, items: [{ image: standIn }] }], 7)).toEqual([
      { blockType: 'image', image: 7, items: [{ image: 7 }] },
    ])
  })

  it('puts each stand-in drawing in the place of its own upload when given one id per drawing', () => {
    const ids = Object.fromEntries(Object.keys(BRAND_IMAGES).map((key, i) => [key, 100 + i])) as Parameters<typeof withSampleMedia>[1] & object
    const layout = [{ categories: [{ image: BRAND_IMAGES.heatPump }, { image: BRAND_IMAGES.gasFurnace }] }]
    expect(withSampleMedia(layout, ids)).toEqual([{ categories: [{ image: (ids as Record<string, number>).heatPump }, { image: (ids as Record<string, number>).gasFurnace }] }])
  })

  it('leaves other ids alone (a reusable block stand-in has no alt or url)', () => {
    const reusable = { blockType: 'reusableBlock', reusableBlock: { id: 0, title: 'x' } }
    expect(withSampleMedia([reusable], 7)).toEqual([reusable])
  })
})
