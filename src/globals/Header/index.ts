import type { GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { navItemsField } from '@/fields/navItems'
import { revalidateGlobal } from '../revalidateGlobal'

export const HeaderGlobal: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: 'Content', description: 'The menu at the top of every page.' },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal('header')] },
  fields: [navItemsField('navItems', 8, 'Menu links')],
}
