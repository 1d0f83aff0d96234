import type { Field, GroupField } from 'payload'
import { SLIDER_TRANSITIONS, type SliderTransition } from '@/domain/sliders/presets'

const TRANSITION_LABELS: Record<SliderTransition, string> = {
  slide: 'Slide (300 ms)',
  fade: 'Fade (300 ms)',
  none: 'None (switch at once)',
}
const transitionOptions = SLIDER_TRANSITIONS.map((value) => ({ value, label: TRANSITION_LABELS[value] }))
const SAME = 'Empty: as set for all screen sizes below.'

const device = (name: 'mobile' | 'tablet' | 'desktop', label: string, perView: number): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', label: 'Slide on this screen size', defaultValue: true, admin: { description: 'Off: the slides show side by side, wrapped.' } },
        { name: 'slidesPerView', type: 'number', label: 'Slides shown at once', defaultValue: perView, min: 1, max: 6 },
        { name: 'gap', type: 'number', label: 'Gap between slides (px)', min: 0, max: 64, admin: { description: 'Empty: 5 px on phones, 15 px on tablets, 30 px on desktops.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'infiniteLoop', type: 'checkbox', label: 'Loop (the last slide leads to the first)', defaultValue: false },
        { name: 'arrows', type: 'checkbox', label: 'Show previous/next arrows', defaultValue: true },
        { name: 'dotsNavigation', type: 'checkbox', label: 'Show dots', defaultValue: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Transition, automatic advance and colours on this screen size',
      admin: { initCollapsed: true, description: 'Only what should differ from the settings for all screen sizes.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'transitionEffect', type: 'select', label: 'Transition', options: transitionOptions, admin: { description: SAME } },
            {
              name: 'automaticTransition',
              type: 'select',
              label: 'Advance automatically',
              options: [
                { value: 'on', label: 'Yes' },
                { value: 'off', label: 'No' },
              ],
              admin: { description: SAME },
            },
            { name: 'transitionDelay', type: 'number', label: 'Seconds between slides', min: 0, max: 60, admin: { description: SAME } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'arrowsColor', type: 'text', label: 'Arrow colour', admin: { description: SAME } },
            { name: 'arrowsBackground', type: 'text', label: 'Arrow background colour', admin: { description: SAME } },
            { name: 'dotsColor', type: 'text', label: 'Colour of the current dot', admin: { description: SAME } },
          ],
        },
      ],
    },
  ],
})

/**
 * DL 9 generic slider settings, per screen size (phones, tablets, desktops): on or off, slides per
 * view, gap, loop, arrows, dots, and, where they should differ from the settings for all sizes,
 * transition, automatic advance and colours. The wrapper class and the overflow apply to all sizes.
 */
export function sliderSettings(): Field {
  return {
    type: 'collapsible',
    label: 'Slider settings',
    admin: { initCollapsed: true },
    fields: [
      device('mobile', 'Phones (under 640 px)', 1),
      device('tablet', 'Tablets (640 to 1023 px)', 1),
      device('desktop', 'Desktops (1024 px and wider)', 1),
      {
        type: 'collapsible',
        label: 'All screen sizes',
        admin: { description: 'A screen size above may set its own transition, automatic advance and colours.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'arrowsColor', type: 'text', label: 'Arrow colour', admin: { description: 'A CSS colour, e.g. #0b2545. Empty: navy.' } },
              { name: 'arrowsBackground', type: 'text', label: 'Arrow background colour', admin: { description: 'Empty: white.' } },
              { name: 'dotsColor', type: 'text', label: 'Colour of the current dot', admin: { description: 'Empty: blue.' } },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'transitionEffect', type: 'select', label: 'Transition', defaultValue: 'slide', options: transitionOptions },
              { name: 'wrapperCss', type: 'text', label: 'Extra CSS class on the slider', admin: { description: 'For a class the site stylesheet defines. Letters, digits, "-" and "_" only.' } },
              { name: 'hideOverflow', type: 'checkbox', label: 'Hide slides outside the slider', defaultValue: true },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'automaticTransition', type: 'checkbox', label: 'Advance automatically', defaultValue: false, admin: { description: 'Visitors can pause it; it never starts for visitors who ask for reduced motion.' } },
              { name: 'transitionDelay', type: 'number', label: 'Seconds between slides', defaultValue: 10, min: 0, max: 60, admin: { description: '0 turns automatic advance off.' } },
            ],
          },
        ],
      },
    ],
  }
}
