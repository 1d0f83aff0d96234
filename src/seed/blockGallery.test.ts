import { describe, expect, it } from 'vitest'
import { sampleImageMedia } from '@/blocks/sampleMedia'
import { withSampleMedia } from './blockGallery'

describe('withSampleMedia', () => {
  it('puts the stored sample image in place of each stand-in media object, at any depth', () => {
    const standIn = sampleImageMedia
    expect(withSampleMedia([{ blockType: 'image', image: standIn, items: [{ image: standIn }] }], 7)).toEqual([
      { blockType: 'image', image: 7, items: [{ image: 7 }] },
    ])
  })

  it('leaves other ids alone (a reusable block stand-in has no alt or url)', () => {
    const reusable = { blockType: 'reusableBlock', reusableBlock: { id: 0, title: 'x' } }
    expect(withSampleMedia([reusable], 7)).toEqual([reusable])
  })
})
