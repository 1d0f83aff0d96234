import type { Page, Product } from '@/payload-types'
import { blockData } from '../blocks/blockData'
import { pagePath } from '@/domain/pages/pagePath'
import { payloadClient } from '../payload'
import { existingPageSlugs } from '../pages/articles'

type Ref = number | { id: number } | null | undefined

/** Ids of a relationship that may arrive populated, as ids, or with deleted entries. */
export function relationIds(refs: readonly Ref[] | null | undefined): number[] {
  return (refs ?? []).flatMap((ref) => (typeof ref === 'number' ? [ref] : ref && typeof ref === 'object' ? [ref.id] : []))
}

/**
 * Catalogue products with their photos: the picked ones in the editor's order, or (none picked)
 * every product in the catalogue order. Not cached apart from the page: product pages are static
 * and a product change revalidates them (collections/Products).
 */
export async function findProducts(pickedIds: readonly number[] = []): Promise<Product[]> {
  const payload = await payloadClient()
  const picked = pickedIds.length > 0
  const result = await payload.find({
    collection: 'products',
    where: picked ? { id: { in: [...pickedIds] } } : undefined,
    sort: ['sortOrder', 'installationCost', 'name'],
    limit: picked ? pickedIds.length : 200,
    pagination: false,
    depth: 1,
  })
  if (!picked) return result.docs
  const byId = new Map(result.docs.map((doc) => [doc.id, doc]))
  return pickedIds.flatMap((id) => byId.get(id) ?? [])
}

/** The products the comparison blocks of a layout show (for the page's Product JSON-LD). */
export async function comparedProducts(layout: Page['layout'] | null | undefined): Promise<Product[]> {
  const blocks = (layout ?? []).filter((block) => block.blockType === 'productComparison')
  if (blocks.length === 0) return []
  const lists = await Promise.all(blocks.map((block) => productsOrNone(relationIds(block.products))))
  const seen = new Set<number>()
  return lists.flat().filter((product) => !seen.has(product.id) && seen.add(product.id))
}

/** Public paths of the published pages ("/products/"), so blocks link only pages that exist. */
export async function publishedPaths(): Promise<Set<string>> {
  return new Set((await existingPageSlugs()).map(pagePath))
}

/** findProducts that logs and returns none on failure: one unreadable list must not take the page down. */
export function productsOrNone(pickedIds: readonly number[] = []): Promise<Product[]> {
  return blockData('products', () => findProducts(pickedIds), [])
}
