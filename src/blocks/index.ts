import type { Block } from 'payload'
import { Content } from './Content/config'
import { Faq } from './Faq/config'
import { Hero2025 } from './Hero2025/config'
import { PromoCard } from './PromoCard/config'

/** Every block an editor can place in a page layout. */
export const pageBlocks: Block[] = [Hero2025, Content, Faq, PromoCard]
