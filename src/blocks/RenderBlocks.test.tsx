import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { faqFixture } from './Faq/fixtures'
import { needHelpNowFixture } from './NeedHelpNow/fixtures'
import { promoCardFixture } from './PromoCard/fixtures'
import { RenderBlocks } from './RenderBlocks'
import { renderHtml } from '../../tests/support/renderHtml'
import type { LayoutBlock } from './registry'

afterEach(() => vi.restoreAllMocks())

describe('RenderBlocks', () => {
  it('renders known blocks in order and skips an unknown type with a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const unknown = { blockType: 'carouselFromTheFuture', id: 'x1' } as unknown as LayoutBlock
    const html = await renderHtml(
      <RenderBlocks blocks={[{ ...faqFixture, id: 'a' }, unknown, { ...promoCardFixture, id: 'b' }]} />,
    )
    expect(html.indexOf('faq__title')).toBeLessThan(html.indexOf('promo__title'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ blockType: 'carouselFromTheFuture' })
  })
})

describe('RenderBlocks boundary', () => {
  it('skips and logs a block that throws; the blocks around it render', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    // Stored data of an older shape: a question without its answer makes the FAQ throw.
    const broken = { ...faqFixture, id: 'broken', items: [{ question: 'Where did the answer go?' }] } as unknown as LayoutBlock
    const html = await renderHtml(<RenderBlocks blocks={[{ ...promoCardFixture, id: 'a' }, broken, { ...faqFixture, id: 'b' }]} />)
    expect(html).toContain('promo__title')
    expect(html).toContain('<div data-block="faq" class="block block--spacing-standard"></div>')
    expect(html).toContain(faqFixture.title)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatchObject({ blockType: 'faq', blockId: 'broken' })
  })

  it('skips and logs a block whose data cannot be read (no database here): the page still renders', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const html = await renderHtml(<RenderBlocks blocks={[{ ...needHelpNowFixture, id: 'n' }, { ...promoCardFixture, id: 'a' }]} />)
    expect(html).toContain('<div data-block="needHelpNow" class="block block--spacing-standard"></div>')
    expect(html).toContain('promo__title')
    expect(error.mock.calls[0]?.[0]).toMatchObject({ what: 'site settings' })
  })
})

describe('RenderBlocks frame', () => {
  it('names each block with data-block and applies spacing and anchor', async () => {
    const html = await renderHtml(<RenderBlocks blocks={[{ ...faqFixture, id: 'a', settings: { spacing: 'extra', anchorId: 'questions' } }]} />)
    expect(html).toMatch(/^<div data-block="faq" id="questions" class="block block--spacing-extra">/)
  })

  it('leaves out a block the editor hid', async () => {
    const html = await renderHtml(
      <RenderBlocks blocks={[{ ...faqFixture, id: 'a', settings: { hidden: true } }, { ...promoCardFixture, id: 'b' }]} />,
    )
    expect(html).not.toContain('faq__title')
    expect(html).toContain('promo__title')
  })
})
