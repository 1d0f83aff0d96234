import type { Block } from 'payload'
import { Content } from './Content/config'
import { DealerCarousel } from './DealerCarousel/config'
import { DealerLocator } from './DealerLocator/config'
import { Faq } from './Faq/config'
import { Hero2025 } from './Hero2025/config'
import { PromoCard } from './PromoCard/config'
import { RebateSavings } from './RebateSavings/config'
import { RebatesWidget } from './RebatesWidget/config'

/** Every block an editor can place in a page layout. */
export const pageBlocks: Block[] = [Hero2025, Content, Faq, PromoCard, RebateSavings, RebatesWidget, DealerLocator, DealerCarousel]
