import type { Hero2025Block } from '@/payload-types'

/** Sample content (written for this project) used by the seed, the tests and the docs. */
export const heroFixture: Hero2025Block = {
  blockType: 'hero2025',
  main_text_title: 'Comfort that fits your home (sample)',
  main_text_subtitle:
    'Sample content: quiet, efficient heating and cooling, installed and serviced by independent local dealers.',
  main_call_to_action_text: 'Explore products',
  main_call_to_action_url: '/products/',
  main_content_alignment: 'middle',
  main_content_justification: 'left',
  main_hero_background_image: null,
  main_hero_background_image_alignment_mobile: 'center',
  main_link_background: 'white',
  main_link_corner_radius: 'full',
  main_link_width: 'fit',
  main_link_show_icon: true,
  main_link_icon: 'arrow-right',
  sidebar_show_sidebar: true,
  sidebar_whos_on_top: 'find-a-dealer',
  sidebar_call_to_action_show_call_to_action: true,
  sidebar_call_to_action_text: 'Not sure what you need? Compare systems side by side.',
  sidebar_call_to_action_image: null,
  sidebar_call_to_action_action_text: 'Compare systems',
  sidebar_call_to_action_action_url: '/products/',
  sidebar_call_to_action_background: 'baby-blue',
  sidebar_call_to_action_corner_radius: 'full',
  sidebar_call_to_action_width: 'full',
  sidebar_call_to_action_show_icon: false,
  sidebar_find_a_dealer_title: 'Find a local dealer',
  sidebar_find_a_dealer_subtitle: 'Enter your ZIP or postal code to see dealers who service your area.',
  sidebar_find_a_dealer_dealer_image: null,
  sidebar_find_a_dealer_placeholder_text: 'ZIP or postal code',
  sidebar_find_a_dealer_action_text: 'Find a dealer',
  sidebar_find_a_dealer_action_background: 'baby-blue',
  sidebar_find_a_dealer_action_corner_radius: 'full',
  sidebar_find_a_dealer_action_width: 'full',
  sidebar_find_a_dealer_action_show_icon: true,
  sidebar_find_a_dealer_action_icon: 'arrow-right',
}

/** Data that must not render: an empty title and a link that is neither a path nor a URL. */
export const invalidHeroFixture: Hero2025Block = {
  ...heroFixture,
  main_text_title: '',
  main_call_to_action_url: 'javascript:alert(1)',
}
