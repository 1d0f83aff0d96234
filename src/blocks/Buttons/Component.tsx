import type { ButtonsBlock } from '@/payload-types'
import { linkHref } from '@/domain/pages/linkHref'
import { CmsButton } from '@/components/ui/CmsButton'
import './styles.css'

/** A row of buttons; a button whose target is gone (deleted page, unsafe URL) or has no text is left out. */
export function ButtonsComponent({ buttons, alignment }: ButtonsBlock) {
  const shown = (buttons ?? []).flatMap((button) => {
    const href = linkHref(button.link)
    const label = button.link?.label?.trim()
    return href && label ? [{ key: button.id ?? `${href}-${label}`, href, label, link: button.link! }] : []
  })
  if (!shown.length) return null
  return (
    <div className={`container buttons-block buttons-block--${alignment ?? 'left'}`}>
      {shown.map(({ key, label, link }) => (
        <CmsButton key={key} link={link}>
          {label}
        </CmsButton>
      ))}
    </div>
  )
}
