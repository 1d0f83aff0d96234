import type { MobileDropdownNavBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import type { NavItem } from './Component.client'
import { LazyMobileDropdownNavClient } from './Component.lazy'
import './styles.css'
import { DEFAULTS } from './config'

export function MobileDropdownNavComponent({ navLabel, items, id }: MobileDropdownNavBlock) {
  const links: NavItem[] = (items ?? []).flatMap((item) => {
    const href = linkHref(item.link)
    const label = item.link?.label?.trim()
    return href && label ? [{ href, label, newTab: Boolean(item.link.newTab) }] : []
  })
  if (links.length === 0) return null
  return <LazyMobileDropdownNavClient navLabel={navLabel || DEFAULTS.navLabel} items={links} menuId={`mnav-${id ?? 'menu'}`} />
}
