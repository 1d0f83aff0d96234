import type { GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { navItemsField } from '@/fields/navItems'
import { revalidateGlobal } from '../revalidateGlobal'

export const FooterGlobal: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal('footer')] },
  fields: [navItemsField('navItems', 12), { name: 'note', type: 'textarea' }],
}
