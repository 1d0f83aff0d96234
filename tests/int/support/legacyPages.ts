// Sample pages in the block shapes stored before 2026-11-23 (snake_case hero and rebate fields,
// flat promo buttons), one of every block type of that time, for the blocks-to-JSON migration test.
type Block = Record<string, unknown>

const legacyHero = (mediaId: number, title: string): Block => ({
  blockType: 'hero2025',
  main_text_title: title,
  main_text_subtitle: 'Legacy subtitle',
  main_call_to_action_text: 'Explore products',
  main_call_to_action_url: '/rebates/',
  main_content_alignment: 'bottom',
  main_content_justification: 'center',
  main_hero_background_image: mediaId,
  main_hero_background_image_alignment_mobile: 'right',
  main_link_background: 'white',
  main_link_corner_radius: 'xl',
  main_link_width: 'fit',
  main_link_show_icon: true,
  main_link_icon: 'arrow-right',
  sidebar_show_sidebar: true,
  sidebar_whos_on_top: 'call-to-action',
  sidebar_call_to_action_show_call_to_action: true,
  sidebar_call_to_action_text: 'Compare systems side by side.',
  sidebar_call_to_action_image: mediaId,
  sidebar_call_to_action_action_text: 'Compare systems',
  sidebar_call_to_action_action_url: '/find-a-dealer/',
  sidebar_call_to_action_background: 'baby-blue',
  sidebar_call_to_action_corner_radius: 'full',
  sidebar_call_to_action_width: 'full',
  sidebar_call_to_action_show_icon: false,
  sidebar_find_a_dealer_title: 'Find a local dealer',
  sidebar_find_a_dealer_subtitle: 'Enter your ZIP.',
  sidebar_find_a_dealer_placeholder_text: 'ZIP or postal code',
  sidebar_find_a_dealer_action_text: 'Find a dealer',
  sidebar_find_a_dealer_action_background: 'baby-blue',
  sidebar_find_a_dealer_action_corner_radius: 'full',
  sidebar_find_a_dealer_action_width: 'full',
  sidebar_find_a_dealer_action_show_icon: true,
  sidebar_find_a_dealer_action_icon: 'arrow-right',
})

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const richText = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph('Legacy rich text.')] } }

export const LEGACY_PAGES: { slug: string; title: string; layout: (mediaId: number) => Block[]; draftLayout?: (mediaId: number) => Block[] }[] = [
  {
    slug: 'legacy-home',
    title: 'Legacy home',
    layout: (m) => [
      legacyHero(m, 'Published headline'),
      { blockType: 'dealerCarousel', title: 'Dealers near you', subtitle: 'Local experts.' },
      { blockType: 'faq', title: 'Questions', items: [{ question: 'How often?', answer: 'Once a year.\n\nSpring and autumn.' }, { question: 'How long?', answer: '15 years.' }] },
      { blockType: 'promoCard', title: 'Rebates', description: 'Check offers.', image: m, buttonText: 'Check rebates', url: '/rebates/', buttonStyle: 'outline', backgroundColor: 'navy' },
    ],
    draftLayout: (m) => [legacyHero(m, 'Draft headline'), { blockType: 'faq', title: 'Draft questions', items: [{ question: 'Q?', answer: 'A.' }] }],
  },
  {
    slug: 'legacy-rebates',
    title: 'Legacy rebates',
    layout: () => [
      { blockType: 'content', richText },
      { blockType: 'rebateSavings', show_block: '0', heading: 'Hidden savings', zip_label: 'ZIP', button_text: 'Go', cta_heading: 'Ready?', cta_text: 'Call us.', cta_button_text: 'Contact' },
      { blockType: 'rebateSavings', show_block: '2', heading: 'Standard savings', zip_label: 'Zip Code', button_text: 'Search', cta_heading: null, cta_text: null, cta_button_text: null },
      { blockType: 'rebatesWidget', headline: 'Rebates near you', intro: 'Largest first.' },
    ],
  },
  { slug: 'legacy-locator', title: 'Legacy locator', layout: () => [{ blockType: 'dealerLocator', title: 'Find a dealer', intro: 'Enter your ZIP.' }] },
]
