import type { StickyCtaBarBlock } from '@/payload-types'
import { StickyBar } from '@/components/ui/StickyBar'
import { LazyStickyCtaArea } from './Component.lazy'
import './styles.css'

/** "Get a Free Online Estimate" with its button, pinned to the top once scrolled past. */
export function StickyCtaBarComponent({ text, link }: StickyCtaBarBlock) {
  return <StickyBar Area={LazyStickyCtaArea} className="sticky-cta" name="Sticky call-to-action bar" text={text} link={link} />
}
