import type React from 'react'
import type { SpacerBlock } from '@/payload-types'
import { spacerHeights } from '@/domain/blocks/spacer'
import './styles.css'

/** Empty space; the heights per band travel as CSS variables, the media queries live in the CSS. */
export function SpacerComponent({ mobile, tablet, desktop }: SpacerBlock) {
  const heights = spacerHeights({ mobile, tablet, desktop })
  const style = {
    '--spacer-mobile': `${heights.mobile}px`,
    '--spacer-tablet': `${heights.tablet}px`,
    '--spacer-desktop': `${heights.desktop}px`,
  } as React.CSSProperties
  return <div className="spacer-block" style={style} aria-hidden="true" data-testid="spacer" />
}
