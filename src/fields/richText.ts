import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'
import { validateLinkUrl } from '@/domain/pages/linkHref'

/**
 * A rich-text link's URL is checked when saved by the rule every CMS link follows (`validateLinkUrl`:
 * a path, an anchor, http(s), mailto: or tel:), not Lexical's own, which keeps `javascript:` and
 * `data:` URLs. The renderer applies the same rule (blocks/Content).
 */
const validateRichTextLinkUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: unknown } | undefined)?.linkType === 'internal') return true
  if (!value) return 'Enter a URL'
  return validateLinkUrl(value)
}

const withSafeUrl = (field: FieldAffectingData): FieldAffectingData =>
  field.name === 'url' && field.type === 'text' && !field.hasMany ? { ...field, validate: validateRichTextLinkUrl } : field

/** The site's rich-text editor: Lexical's defaults, with links to our pages or to safe URLs only. */
export function richTextEditor() {
  return lexicalEditor({
    // In place of Lexical's own link feature, so the toolbar keeps its order.
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) =>
        feature.key === 'link' ? LinkFeature({ enabledCollections: ['pages'], fields: ({ defaultFields }) => defaultFields.map(withSafeUrl) }) : feature,
      ),
  })
}
