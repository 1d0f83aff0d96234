'use client'

import { useEffect } from 'react'
import { type OpenFirstSetting, firstItemOpen, widthBand } from '@/domain/blocks/accordion'

/**
 * Sets the first section's starting state for the visitor's width band, once after hydration. The
 * server cannot know the width; it renders the phone state. Rendered only when the editor chose
 * different states per band; later resizes leave the visitor's own choice alone.
 */
export function AccordionFirstOpen({ detailsId, openFirst }: { detailsId: string; openFirst: NonNullable<OpenFirstSetting> }) {
  const { mobile, tablet, desktop } = openFirst
  useEffect(() => {
    const details = document.getElementById(detailsId)
    if (details instanceof HTMLDetailsElement) details.open = firstItemOpen({ mobile, tablet, desktop }, widthBand(window.innerWidth))
  }, [detailsId, mobile, tablet, desktop])
  return null
}
