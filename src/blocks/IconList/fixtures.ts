import type { IconListBlock } from '@/payload-types'

/** One entry per icon of the set, so the gallery shows every drawing. */
export const iconListFixture = {
  blockType: 'iconList',
  title: 'What a dealer visit covers',
  items: [
    { icon: 'check', title: 'A written quote before any work starts' },
    { icon: 'thermometer', title: 'Temperature and airflow measured at the vents' },
    { icon: 'snowflake', title: 'Cooling coil and refrigerant lines checked' },
    { icon: 'flame', title: 'Burners and heat exchanger inspected' },
    { icon: 'leaf', title: 'Tips to lower your energy use' },
    { icon: 'shield', title: 'Warranty registration explained', text: 'Registering within 60 days of installation usually extends the base limited warranty.' },
    { icon: 'wrench', title: 'Small adjustments made on the spot' },
    { icon: 'dollar', title: 'Rebates and financing options' },
    { icon: 'phone', title: 'A follow-up call if anything is left to do' },
    { icon: 'clock', title: 'An arrival window you can plan around' },
  ],
} satisfies IconListBlock
