import type React from 'react'
import { logger } from '@/lib/logger'
import { CmsButton, type ButtonLinkField } from './CmsButton'

type Props = {
  /** The client part that pins or docks the bar (a lazy boundary of the block). */
  Area: React.ComponentType<{ label: string; children: React.ReactNode }>
  /** The block's class prefix: `sticky-cta`, `sticky-footer`. */
  className: string
  /** What the log calls it when it has no message. */
  name: string
  text: string | null | undefined
  link: ButtonLinkField | null | undefined
}

/** A message and its button in a bar that sticks to the window (the sticky CTA bar and the sticky footer). */
export function StickyBar({ Area, className, name, text, link }: Props) {
  if (!text?.trim()) {
    logger.warn(`${name} without a message skipped`)
    return null
  }
  return (
    <Area label={text}>
      <div className={`container ${className}__inner`}>
        <p className={`${className}__text`}>{text}</p>
        <CmsButton link={link} />
      </div>
    </Area>
  )
}
