import type { StickyFooterBlock } from '@/payload-types'
import { StickyBar } from '@/components/ui/StickyBar'
import { LazyStickyFooterArea } from './Component.lazy'
import './styles.css'

/** The sticky footer: a message and a button, fixed at the bottom until the visitor reaches its place. */
export function StickyFooterComponent({ text, link }: StickyFooterBlock) {
  return <StickyBar Area={LazyStickyFooterArea} className="sticky-footer" name="Sticky footer" text={text} link={link} />
}
