import { describe, expect, it } from 'vitest'
import { pageBlockSlugs } from './index'
import { RenderBlocks } from './RenderBlocks'
import { renderHtml } from './renderHtml'
import { blockFixtures } from './fixtures'
import { blockComponents, type LayoutBlock } from './registry'

describe('block registry', () => {
  it('has a component and at least one fixture for every block an editor can place', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...pageBlockSlugs].sort())
    expect(Object.keys(blockFixtures).sort()).toEqual([...pageBlockSlugs].sort())
    for (const fixtures of Object.values(blockFixtures)) expect(fixtures.length).toBeGreaterThan(0)
  })

  it('renders every fixture of the blocks that need no database', async () => {
    const serverOnly = new Set(['rebateSavings', 'rebatesWidget', 'dealerLocator', 'dealerCarousel', 'hvacBasicsNav', 'relatedArticles', 'needHelpNow', 'customerServiceCard', 'experimentPlacement', 'productComparison', 'productSelector', 'productHub', 'homeContactForm', 'contactDealerForm', 'contactADealer', 'customerCareForm'])
    for (const [type, fixtures] of Object.entries(blockFixtures)) {
      if (serverOnly.has(type)) continue
      for (const fixture of fixtures) {
        const html = await renderHtml(<RenderBlocks blocks={[{ ...fixture, id: 'f1' } as LayoutBlock]} />)
        expect(html, type).toContain(`data-block="${type}"`)
        expect(html, type).not.toMatch(/^<div[^>]*><\/div>$/)
      }
    }
  })
})
