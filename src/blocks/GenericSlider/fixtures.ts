import type { GenericSliderBlock } from '@/payload-types'

const slide = (title: string, text: string, url: string, label: string) => ({ title, text, link: { type: 'custom' as const, url, label, trackingText: `Slider: ${label}` } })

export const genericSliderFixture = {
  blockType: 'genericSlider',
  title: 'Ways we can help',
  slides: [
    slide('Find a local dealer', 'Independent dealers near your ZIP code, with reviews from homeowners.', '/find-a-dealer/', 'Find a dealer'),
    slide('Check your rebates', 'Utility rebates and offers that apply where you live.', '/rebates/', 'See rebates'),
    slide('Book a tune-up', 'A yearly check keeps a system running efficiently.', '/schedule-service/', 'Schedule service'),
  ],
  mobile: { active: true, slidesPerView: 1, infiniteLoop: false, arrows: true, dotsNavigation: true },
  tablet: { active: true, slidesPerView: 2, infiniteLoop: false, arrows: true, dotsNavigation: true },
  desktop: { active: true, slidesPerView: 2, infiniteLoop: false, arrows: true, dotsNavigation: true },
  transitionEffect: 'slide',
  hideOverflow: true,
  automaticTransition: false,
  transitionDelay: 10,
} satisfies GenericSliderBlock

/** Auto-advancing and looping: shows the pause control and the rotation rules. */
export const autoGenericSliderFixture = {
  ...genericSliderFixture,
  title: 'Seasonal reminders',
  slides: [
    { title: 'Spring: test the air conditioner', text: 'Run it for a few minutes before the first hot day.' },
    { title: 'Summer: keep the outdoor unit clear', text: 'Leave two feet of space around it.' },
    { title: 'Autumn: change the filter', text: 'A clean filter before the heating season.' },
    { title: 'Winter: check the thermostat batteries', text: 'A flat battery can leave a house cold.' },
  ],
  mobile: { active: true, slidesPerView: 1, infiniteLoop: true, arrows: true, dotsNavigation: true },
  tablet: { active: true, slidesPerView: 1, infiniteLoop: true, arrows: true, dotsNavigation: true },
  desktop: { active: true, slidesPerView: 1, infiniteLoop: true, arrows: true, dotsNavigation: true },
  arrowsColor: '#0b2545',
  automaticTransition: true,
  transitionDelay: 4,
} satisfies GenericSliderBlock

/**
 * Settings per screen size, each band its own: phones slide, never advance on their own and keep the
 * default navy-on-white arrows; tablets switch at once, advance every 3 s and show dark blue arrows on
 * baby blue; desktops fade, advance every 6 s and show white arrows on navy.
 */
export const perDeviceGenericSliderFixture = {
  ...genericSliderFixture,
  title: 'Before you call a dealer',
  slides: [
    { title: 'Check the breaker', text: 'A tripped breaker is a common reason a system will not start.' },
    { title: 'Look at the filter', text: 'A clogged filter can make a furnace shut itself down.' },
    { title: 'Read the thermostat', text: 'Is it set to heat or cool, and are its batteries fresh?' },
  ],
  mobile: { active: true, slidesPerView: 1, infiniteLoop: false, arrows: true, dotsNavigation: true },
  tablet: {
    active: true,
    slidesPerView: 1,
    infiniteLoop: false,
    arrows: true,
    dotsNavigation: true,
    transitionEffect: 'none',
    automaticTransition: 'on',
    transitionDelay: 3,
    arrowsColor: '#083f91',
    arrowsBackground: '#d6e9ff',
  },
  desktop: {
    active: true,
    slidesPerView: 1,
    infiniteLoop: true,
    arrows: true,
    dotsNavigation: true,
    transitionEffect: 'fade',
    automaticTransition: 'on',
    transitionDelay: 6,
    arrowsColor: '#ffffff',
    arrowsBackground: '#0b2545',
  },
  transitionEffect: 'slide',
  automaticTransition: false,
  transitionDelay: 10,
} satisfies GenericSliderBlock
