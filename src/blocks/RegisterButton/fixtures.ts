import type { RegisterButtonBlock } from '@/payload-types'
import { REGISTER_LABEL_DEFAULT, REGISTER_MODAL_DEFAULTS, SAMPLE_REGISTER_APP_URL } from '@/domain/tools/warranty'

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
