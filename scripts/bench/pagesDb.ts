// The database half of `npm run bench:pages` (run by scripts/bench/pages.ts through
// `payload run` on the bench's own seeded SQLite file): makes sure a page of only static blocks
// exists, then prints the published pages, their block types and one dealer profile path.
import config from '@payload-config'
import { getPayload } from 'payload'
import { dealerProfilePath, dealerSlug } from '@/domain/dealers/dealerSlug'
import { pagePath } from '@/domain/pages/pagePath'

const payload = await getPayload({ config })

// The privacy policy is the page of static blocks. Until the seed has it, the bench adds a
// stand-in to its own throwaway database: one `content` block, which is what that page is made of.
const STAND_IN = 'bench-static-page'
const privacy = await payload.find({ collection: 'pages', where: { slug: { equals: 'privacy-policy' } }, limit: 1, depth: 0 })
const standIn = await payload.find({ collection: 'pages', where: { slug: { equals: STAND_IN } }, limit: 1, depth: 0 })
if (privacy.docs.length === 0 && standIn.docs.length === 0) {
  await payload.create({
    collection: 'pages',
    context: { disableRevalidate: true },
    data: {
      title: 'Static blocks (benchmark stand-in)',
      slug: STAND_IN,
      _status: 'published',
      meta: { noIndex: true },
      layout: [
        {
          blockType: 'content',
          richText: {
            root: {
              type: 'root',
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              children: [
                {
                  type: 'paragraph',
                  direction: 'ltr',
                  format: '',
                  indent: 0,
                  version: 1,
                  textFormat: 0,
                  children: [{ type: 'text', text: 'Sample text: a page made only of static blocks.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
                },
              ],
            },
          },
        },
      ],
    },
  })
}

const pages = await payload.find({ collection: 'pages', where: { _status: { equals: 'published' } }, limit: 1000, pagination: false, depth: 0 })
const dealers = await payload.find({ collection: 'dealers', limit: 50, depth: 0, sort: 'id' })
const dealer = dealers.docs.find((d) => dealerSlug(d.data) !== undefined)
const out = {
  pages: pages.docs
    .map((page) => ({ path: pagePath(page.slug), blockTypes: (page.layout ?? []).map((block) => block.blockType) }))
    .filter((page) => !(privacy.docs.length > 0 && page.path === pagePath(STAND_IN))),
  dealerPath: dealer ? dealerProfilePath(dealer.data) : null,
}
console.log(`BENCH_PAGES ${JSON.stringify(out)}`)
process.exit(0)
