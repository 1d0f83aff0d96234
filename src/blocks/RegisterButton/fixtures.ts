import type { RegisterButtonBlock } from '@/payload-types'
import { REGISTER_LABEL_DEFAULT } from '@/domain/tools/warranty'
import { REGISTER_MODAL_DEFAULTS } from '../WarrantyHero/config'
import { SAMPLE_REGISTER_APP_URL } from '../WarrantyHero/fixtures'

export const registerButtonFixture = {
  blockType: 'registerButton',
  label: REGISTER_LABEL_DEFAULT,
  modal: {
    title: REGISTER_MODAL_DEFAULTS.title,
    intro: REGISTER_MODAL_DEFAULTS.intro,
    checklist: REGISTER_MODAL_DEFAULTS.checklist.map((item) => ({ item })),
    appUrl: SAMPLE_REGISTER_APP_URL,
    appLabel: 'Continue to registration (sample link)',
  },
} satisfies RegisterButtonBlock
