// The database half of `npm run bench:pages` (run by scripts/bench/pages.ts through
// `payload run` on the bench's own seeded SQLite file): makes sure a page of only static blocks
// (every static block) exists, then prints the published pages, their block types and one dealer profile path.
import config from '@payload-config'
import { getPayload } from 'payload'
import { dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { pagePath } from '@/domain/pages/pagePath'
import { blockFixtures, STATIC_BLOCK_TYPES } from '@/blocks'
import type { LayoutBlock } from '@/blocks/types'
import { withSampleMedia } from '@/seed/blockGallery'
import { withSampleReusableBlocks } from '@/seed/reusableBlocks'

const payload = await getPayload({ config })

// A page of every fixture of every block declared static (`kind: 'static'` in its folder's index.ts), stored in
// the bench's own throwaway database: the page the static budget is about. The privacy policy (one
// rich-text block) is held to the same budget.
const STATIC_PAGE = 'bench-static-blocks'
const staticLayout = STATIC_BLOCK_TYPES.flatMap((type) => blockFixtures[type].map((fixture) => ({ ...fixture }) as LayoutBlock))
const media = await payload.find({ collection: 'media', limit: 1, depth: 0, sort: 'id' })
const layout = await withSampleReusableBlocks(payload, media.docs[0] ? withSampleMedia(staticLayout, media.docs[0].id) : staticLayout, { created: [], kept: [] })
const existing = await payload.find({ collection: 'pages', where: { slug: { equals: STATIC_PAGE } }, limit: 1, depth: 0 })
const data = { title: 'Static blocks (benchmark)', slug: STATIC_PAGE, _status: 'published' as const, meta: { noIndex: true }, layout }
if (existing.docs[0]) await payload.update({ collection: 'pages', id: existing.docs[0].id, data, context: { disableRevalidate: true } })
else await payload.create({ collection: 'pages', data, context: { disableRevalidate: true } })

const pages = await payload.find({ collection: 'pages', where: { _status: { equals: 'published' } }, limit: 1000, pagination: false, depth: 0 })
const dealers = await payload.find({ collection: 'dealers', limit: 50, depth: 0, sort: 'id' })
const dealer = dealers.docs.find((d) => dealerSlug(d.data) !== undefined)
const out = {
  pages: pages.docs
    .map((page) => ({ path: pagePath(page.slug), blockTypes: (page.layout ?? []).map((block) => block.blockType) })),
  dealerPath: dealer ? dealerProfilePath(dealer.data) : null,
}
console.log(`BENCH_PAGES ${JSON.stringify(out)}`)
process.exit(0)
