import type { Block } from 'payload'
import { REGISTER_LABEL_DEFAULT, REGISTER_MODAL_DEFAULTS } from '@/domain/tools/warranty'
import { blockSettings } from '@/fields/blockSettings'
import { warrantyModalFields } from '@/fields/warrantyModal'

export const config: Block = {
  slug: 'registerButton',
  interfaceName: 'RegisterButtonBlock',
  labels: { singular: 'Register new product button', plural: 'Register new product buttons' },
  fields: [
    { name: 'label', type: 'text', label: 'Button text', required: true, defaultValue: REGISTER_LABEL_DEFAULT },
    warrantyModalFields('modal', 'Register modal', REGISTER_MODAL_DEFAULTS),
    blockSettings(),
  ],
}
