import { describe, expect, it } from 'vitest'
import { upgradeLegacyBlock } from './upgradeLegacyBlocks'

describe('upgradeLegacyBlock', () => {
  it('turns the flat promo button into a link with the shared button look', () => {
    expect(upgradeLegacyBlock({ blockType: 'promoCard', title: 'T', buttonText: 'Go', url: '/x/', buttonStyle: 'secondary' })).toEqual({
      blockType: 'promoCard',
      title: 'T',
      link: { type: 'custom', url: '/x/', label: 'Go', newTab: false, appearance: { background: 'white' } },
    })
  })

  it('maps show_block 0/1/2 to hidden / extra spacing / standard spacing', () => {
    const block = (show_block: string) => upgradeLegacyBlock({ blockType: 'rebateSavings', show_block })
    expect(block('0').settings).toEqual({ hidden: true, spacing: 'standard' })
    expect(block('1').settings).toEqual({ hidden: false, spacing: 'extra' })
    expect(block('2').settings).toEqual({ hidden: false, spacing: 'standard' })
  })

  it('shows the hero arrow only when an icon was chosen, and keeps a missing image as null', () => {
    const hero = upgradeLegacyBlock({ blockType: 'hero2025', main_text_title: 'H', main_link_show_icon: 1, main_link_icon: null, main_hero_background_image: '' })
    expect(hero).toMatchObject({ title: 'H', backgroundImage: null, link: { appearance: { showIcon: false } } })
  })

  it('points the call-to-action card at / when the old block left its URL empty (the spec’s default)', () => {
    const hero = (url?: string) => upgradeLegacyBlock({ blockType: 'hero2025', main_text_title: 'H', sidebar_call_to_action_action_text: 'Start', ...(url === undefined ? {} : { sidebar_call_to_action_action_url: url }) })
    expect(hero()).toMatchObject({ sidebar: { ctaCard: { link: { type: 'custom', url: '/', label: 'Start' } } } })
    expect(hero('')).toMatchObject({ sidebar: { ctaCard: { link: { url: '/' } } } })
    expect(hero('/rebates/')).toMatchObject({ sidebar: { ctaCard: { link: { url: '/rebates/' } } } })
  })

  it('passes blocks already in the new shape and unchanged block types through', () => {
    const faq = { blockType: 'faq', title: 'Q', items: [] }
    expect(upgradeLegacyBlock(faq)).toBe(faq)
    const hero = { blockType: 'hero2025', title: 'New' }
    expect(upgradeLegacyBlock(hero)).toBe(hero)
  })
})
