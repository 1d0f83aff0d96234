import type { GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { navLinksField } from '../navLinks'
import { revalidateGlobal } from '../revalidateGlobal'

export const HeaderGlobal: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: 'Content', description: 'The menu at the top of every page.' },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal('header')] },
  fields: [navLinksField('navItems', 8, 'Menu links')],
}
