import type { Payload, PayloadRequest } from 'payload'
import { countLinksToPage } from '@/domain/pages/linksToPage'
import { pagePath } from '@/domain/pages/pagePath'

export type LinksHere = { redirects: string[]; menus: string[]; pages: string[] }

/**
 * What leads to a page: redirects to its path, the header and footer menus, and the other pages'
 * layouts (published and draft). Layouts are JSON that SQLite cannot query inside, so they are read
 * and searched here (pages are few), as pagesUsingMedia does.
 */
export async function linksToPage(payload: Payload, page: { id: number | string; slug: string }, req?: PayloadRequest): Promise<LinksHere> {
  const target = { id: page.id, path: pagePath(page.slug) }
  const redirects = await payload.find({ collection: 'redirects', where: { to: { equals: target.path } }, depth: 0, pagination: false, select: { from: true }, req })
  const menus: string[] = []
  for (const [slug, name] of [
    ['header', 'Header menu'],
    ['footer', 'Footer links'],
  ] as const) {
    const global = await payload.findGlobal({ slug, depth: 0, req })
    const count = countLinksToPage(global, target)
    if (count > 0) menus.push(count === 1 ? name : `${name} (${count} links)`)
  }
  const titles = new Set<string>()
  for (const draft of [false, true]) {
    const { docs } = await payload.find({ collection: 'pages', depth: 0, draft, pagination: false, where: { id: { not_equals: page.id } }, select: { title: true, layout: true }, req })
    for (const other of docs) if (countLinksToPage(other.layout, target) > 0) titles.add(other.title)
  }
  return { redirects: redirects.docs.map((r) => String(r.from)), menus, pages: [...titles] }
}
