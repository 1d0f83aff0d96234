import type { GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { navItemsField } from '@/fields/navItems'
import { revalidateGlobal } from '../revalidateGlobal'

export const FooterGlobal: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Content', description: 'Links and the note at the bottom of every page.' },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal('footer')] },
  fields: [
    navItemsField('navItems', 12, 'Footer links'),
    { name: 'note', label: 'Footer note', type: 'textarea', admin: { description: 'Small print under the links.' } },
  ],
}
