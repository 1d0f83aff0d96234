import type { SpacerBlock } from '@/payload-types'

/** Growing with the screen: 16 px on phones, 48 on tablets, 96 on desktops. */
export const spacerFixture = {
  blockType: 'spacer',
  mobile: 'sm',
  tablet: 'lg',
  desktop: 'xxl',
  settings: { spacing: 'none' },
} satisfies SpacerBlock
