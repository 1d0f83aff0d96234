import type { PromoCardBlock } from '@/payload-types'

export const promoCardFixture: PromoCardBlock = {
  blockType: 'promoCard',
  title: 'Rebates may lower your cost (sample)',
  description: 'Sample promotion: check which utility rebates and special offers apply where you live.',
  image: null,
  buttonText: 'Check rebates',
  url: '/rebates/',
  buttonStyle: 'primary',
  backgroundColor: 'baby-blue',
}
