import type { SocialShareBlock } from '@/payload-types'

export const socialShareFixture = { blockType: 'socialShare', title: 'Share this page' } satisfies SocialShareBlock
