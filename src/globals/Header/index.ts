import type { Field, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { validateLinkUrl } from '@/domain/pages/linkHref'
import { revalidateGlobal } from '../revalidateGlobal'

const linkText: Field = { name: 'label', type: 'text', label: 'Link text', required: true, admin: { width: '50%' } }
const linkUrl = (required: boolean, description: string): Field => ({
  name: 'url',
  type: 'text',
  label: 'Link address',
  required,
  validate: validateLinkUrl,
  admin: { width: '50%', description },
})

export const HeaderGlobal: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: 'Content', description: 'The menu at the top of every page: groups (Products, Resources, …) with their links.' },
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal('header')] },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      label: 'Menu groups',
      maxRows: 8,
      labels: { singular: 'Group', plural: 'Groups' },
      admin: { components: { RowLabel: '@/components/admin/RowLabel#RowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            linkText,
            linkUrl(false, 'Where the group name itself leads (optional when the group has links below). A path such as /rebates/.'),
          ],
        },
        {
          name: 'children',
          type: 'array',
          label: 'Links in this group',
          maxRows: 12,
          labels: { singular: 'Link', plural: 'Links' },
          admin: { description: 'Shown when the visitor opens the group. Empty: the group name is a plain link.' },
          fields: [{ type: 'row', fields: [linkText, linkUrl(true, 'A path on this site (/rebates/) or a full https:// address.')] }],
        },
      ],
    },
  ],
}
