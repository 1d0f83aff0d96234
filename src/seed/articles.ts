import type { Payload } from 'payload'
import type { LayoutBlock } from '@/blocks/types'
import type { ArticleCategory } from '@/domain/pages/articleCategories'
import type { Page } from '@/payload-types'
import { sitePageLayout, type SitePage } from './sitePages'

type Report = { created: string[]; kept: string[] }

const ctx = { disableRevalidate: true }

/** Where the sample articles live, and the page that lists them. */
export const ARTICLES_HUB_SLUG = 'resources/articles'

type SampleArticle = SitePage & { categories: ArticleCategory[]; publishedDate: string; excerpt: string }

/**
 * Sample articles (demo content written for this site, each marked as such), so the related-articles
 * block has pages to list: they are pages with an article listing (Pages > Article listing).
 */
export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    slug: `${ARTICLES_HUB_SLUG}/five-checks-before-a-service-call`,
    title: 'Five checks before you book a service call',
    description: 'Simple things to check at home when your heating or cooling stops working, before you call a dealer.',
    intro: 'Many no-heat and no-cool calls end with a thermostat setting or a tripped breaker. These five checks take ten minutes and may save you a visit.',
    categories: ['troubleshooting', 'maintenance'],
    publishedDate: '2026-10-06T00:00:00.000Z',
    excerpt: 'The thermostat, the breaker, the filter, the vents and the drain line, in that order.',
    sections: [
      {
        heading: 'The checks',
        steps: [
          'Thermostat: the right mode, a setting a few degrees past the room temperature, and working batteries.',
          'Power: the breaker for the indoor and the outdoor unit, and the service switch beside the furnace.',
          'Filter: hold it up to the light; if you cannot see through it, replace it.',
          'Vents: supply and return grilles open and not covered by rugs or furniture.',
          'Condensate: a full drain pan or a blocked drain line can switch a system off on purpose.',
        ],
      },
      { heading: 'When to stop and call', bullets: ['A breaker trips again after one reset.', 'You smell gas or burning.', 'Ice forms on the refrigerant lines.'] },
    ],
  },
  {
    slug: `${ARTICLES_HUB_SLUG}/how-often-to-change-your-filter`,
    title: 'How often should you change your air filter?',
    description: 'How filter type, pets and the season change how often an HVAC air filter needs replacing.',
    intro: 'The short answer is "when it is dirty", which for most one-inch filters is every one to three months. Thicker media filters last longer.',
    categories: ['maintenance'],
    publishedDate: '2026-09-15T00:00:00.000Z',
    excerpt: 'One to three months for a one-inch filter, longer for a media filter, sooner with pets.',
    sections: [
      { heading: 'What shortens the interval', bullets: ['Pets that shed.', 'Renovation dust.', 'Long cooling or heating seasons when the blower runs for hours.'] },
      { heading: 'Why it matters', paragraphs: ['A clogged filter makes the blower work harder, lowers airflow over the coil and can trip the safety limits that shut a furnace down.'] },
    ],
  },
  {
    slug: `${ARTICLES_HUB_SLUG}/what-a-home-energy-audit-finds`,
    title: 'What a home energy audit can tell you',
    description: 'What an energy auditor measures and how the results help you size a new system.',
    intro: 'Before you replace a system, an energy audit shows where your home loses heat and cool air. Sealing those leaks can shrink the system you need.',
    categories: ['energy-savings', 'getting-started'],
    publishedDate: '2026-08-25T00:00:00.000Z',
    excerpt: 'A blower-door test, an infrared camera and a look at the ducts, and what to do with the report.',
    sections: [
      { heading: 'What the auditor does', bullets: ['A blower-door test measures how leaky the house is.', 'An infrared camera finds missing insulation.', 'A duct check finds leaks in the attic or crawlspace.'] },
      { heading: 'Using the report', paragraphs: ['Share it with your dealer: a load calculation that starts from real numbers gives a better-sized system than a rule of thumb.'] },
    ],
  },
  {
    slug: `${ARTICLES_HUB_SLUG}/questions-before-replacing-your-system`,
    title: 'Questions to ask before you replace your system',
    description: 'What to ask a dealer about sizing, efficiency, warranty and rebates before you choose a new system.',
    intro: 'A new heating and cooling system is a long-lived purchase. These questions help you compare quotes on more than the price.',
    categories: ['getting-started', 'products'],
    publishedDate: '2026-07-28T00:00:00.000Z',
    excerpt: 'Sizing, efficiency ratings, what the warranty covers and which rebates apply.',
    sections: [
      {
        heading: 'Ask every dealer',
        bullets: [
          'How did you size the system: a load calculation or the size of the old one?',
          'What efficiency ratings (SEER2, AFUE, HSPF2) does each option have, and what would it save?',
          'What does the warranty cover, and who registers the product?',
          'Which local rebates apply, and who files for them?',
        ],
      },
    ],
  },
]

const articleListing = (article: SampleArticle, imageId: number | null): NonNullable<Page['article']> => ({
  categories: article.categories,
  publishedDate: article.publishedDate,
  excerpt: article.excerpt,
  featuredImage: imageId,
})

/** The newest sample articles of every category: the related-articles block on the listing page. */
export const ALL_ARTICLES_BLOCK: LayoutBlock = {
  blockType: 'relatedArticles',
  title: 'Latest articles',
  source: 'category',
  categories: ['getting-started', 'maintenance', 'troubleshooting', 'products', 'energy-savings', 'indoor-air-quality'],
  limit: 6,
}

const HUB: SitePage = {
  slug: ARTICLES_HUB_SLUG,
  title: 'Articles',
  description: 'Articles for homeowners: maintenance, troubleshooting, energy savings and choosing a system.',
  intro: 'Short articles on looking after, fixing and choosing a heating and cooling system.',
  blocks: () => [ALL_ARTICLES_BLOCK],
}

const noProducts = { productIds: () => [] }

/** Idempotent: creates the listing page and each sample article that does not exist; existing pages are never changed. */
export async function seedArticles(payload: Payload, imageId: number | null, report: Report): Promise<void> {
  const pages: (SitePage & { article?: NonNullable<Page['article']> })[] = [HUB, ...SAMPLE_ARTICLES.map((article) => ({ ...article, article: articleListing(article, imageId) }))]
  const slugs = pages.map((page) => page.slug)
  const existing = await payload.find({ collection: 'pages', where: { slug: { in: slugs } }, limit: slugs.length, pagination: false, depth: 0, draft: true, select: { slug: true } })
  const have = new Set(existing.docs.map((doc) => doc.slug))
  let created = 0
  for (const page of pages) {
    if (have.has(page.slug)) continue
    await payload.create({
      collection: 'pages',
      context: ctx,
      data: {
        title: page.title,
        slug: page.slug,
        _status: 'published',
        meta: { title: `${page.title}`, description: page.description },
        layout: sitePageLayout(page, noProducts),
        ...(page.article ? { article: page.article } : {}),
      },
    })
    created++
  }
  if (created) report.created.push(`${created} sample article pages`)
  if (created < pages.length) report.kept.push(`${pages.length - created} sample article pages`)
}
