/**
 * The button classes on their own, with no link component: client components import them from here,
 * since ButtonLink pulls in CmsLink and with it the server logger (pino), which breaks in a browser bundle.
 */

/** A button's look as an editor sets it (fields/link.ts `buttonAppearance`). */
export type ButtonLook = {
  background?: 'white' | 'baby-blue' | 'none' | null
  cornerRadius?: 'xl' | 'full' | null
  width?: 'full' | 'fit' | null
  showIcon?: boolean | null
}

export function buttonClassName(look: ButtonLook, extra?: string): string {
  return ['btn', `btn--bg-${look.background ?? 'baby-blue'}`, `btn--radius-${look.cornerRadius ?? 'full'}`, `btn--width-${look.width ?? 'fit'}`, extra].filter(Boolean).join(' ')
}
