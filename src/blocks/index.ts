import type { Block, BlockSlug } from 'payload'
import { Content } from './Content/config'
import { DealerCarousel } from './DealerCarousel/config'
import { DealerLocator } from './DealerLocator/config'
import { Faq } from './Faq/config'
import { Hero2025 } from './Hero2025/config'
import { PromoCard } from './PromoCard/config'
import { RebateSavings } from './RebateSavings/config'
import { RebatesWidget } from './RebatesWidget/config'
import { HvacBasicsNav } from './HvacBasicsNav/config'
import { MobileDropdownNav } from './MobileDropdownNav/config'
import { IaqProductCards } from './IaqProductCards/config'
import { LeasingExplainer } from './LeasingExplainer/config'
import { CompanyTimeline } from './CompanyTimeline/config'
import { RelatedArticles } from './RelatedArticles/config'
import { SocialShare } from './SocialShare/config'

/**
 * Every block, registered once in `buildConfig({ blocks })`; fields that hold blocks refer to them by
 * slug (`blockReferences`). Each gets the admin row label that shows its heading.
 */
export const pageBlocks: Block[] = [Hero2025, Content, Faq, PromoCard, RebateSavings, RebatesWidget, DealerLocator, DealerCarousel, HvacBasicsNav, MobileDropdownNav, IaqProductCards, LeasingExplainer, CompanyTimeline, RelatedArticles, SocialShare].map(
  (block) => ({
    ...block,
    admin: {
      ...block.admin,
      components: {
        Label: { path: '@/components/admin/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: singularLabel(block) } },
        ...block.admin?.components,
      },
    },
  }),
)

// BlockSlug is the generated union of these same slugs (payload-types.ts), so the cast only names it.
export const pageBlockSlugs = pageBlocks.map((block) => block.slug) as BlockSlug[]

function singularLabel(block: Block): string {
  const singular = block.labels?.singular
  return typeof singular === 'string' ? singular : block.slug
}
