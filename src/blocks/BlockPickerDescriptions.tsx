import { blockPicker } from './index'

/** A CSS string: quotes and backslashes escaped, and `<` too, so no text can end the style element. */
const cssString = (text: string) => `"${text.replace(/[\\"<\n]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `)}"`

/**
 * The line under each block's name in the block picker ("Add block"). Payload's picker shows a
 * block's thumbnail and name only; the description is the thumbnail's alternative text (so screen
 * readers hear it as part of the card), and this style shows it under the name for everyone else.
 * The shown copy is marked `/ ""` so screen readers do not read it twice. Rendered in the admin's
 * header slot (payload.config.ts), on every admin page; styled in custom.scss.
 */
export function BlockPickerDescriptions() {
  const rules = blockPicker.map(
    ({ thumbnail, description }) => `.blocks-drawer__block:has(img[src=${cssString(thumbnail)}]) .thumbnail-card__label::after{content:${cssString(description)} / ""}`,
  )
  return <style data-block-picker="">{rules.join('\n')}</style>
}
