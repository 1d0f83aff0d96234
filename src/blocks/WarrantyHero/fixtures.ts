import type { WarrantyHeroBlock } from '@/payload-types'
import { LOOKUP_MODAL_DEFAULTS, REGISTER_MODAL_DEFAULTS, SAMPLE_LOOKUP_APP_URL, SAMPLE_REGISTER_APP_URL } from '@/domain/tools/warranty'

const modal = (d: typeof REGISTER_MODAL_DEFAULTS, appUrl: string) => ({
  title: d.title,
  intro: d.intro,
  checklist: d.checklist.map((item) => ({ item })),
  appUrl,
  appLabel: `${d.appLabel} (sample link)`,
})

export const warrantyHeroFixture = {
  blockType: 'warrantyHero',
  title: 'Warranty and registration',
  text: 'Register a new product within 60 days of installation to extend its parts warranty, or look up the coverage of one you already registered.',
  registerLabel: 'Register new product',
  lookupLabel: 'Look up an existing warranty',
  registerModal: modal(REGISTER_MODAL_DEFAULTS, SAMPLE_REGISTER_APP_URL),
  lookupModal: modal(LOOKUP_MODAL_DEFAULTS, SAMPLE_LOOKUP_APP_URL),
} satisfies WarrantyHeroBlock
