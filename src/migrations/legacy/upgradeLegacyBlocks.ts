/**
 * Page blocks as they were stored before 2026-11-23 (snake_case hero and rebate fields, flat button
 * fields) -> the shape of today's block configs. Pure: used by the blocks-to-JSON migration on each
 * stored layout, and tested on its own. Blocks whose fields did not change pass through.
 */
type Row = Record<string, unknown>

const isSet = (v: unknown) => v !== undefined && v !== null && v !== ''
const bool = (v: unknown) => v === true || v === 1 || v === '1'
const compact = (o: Row): Row => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

function appearance(row: Row, prefix: string): Row {
  return compact({
    background: row[`${prefix}background`] ?? undefined,
    cornerRadius: row[`${prefix}corner_radius`] ?? undefined,
    width: row[`${prefix}width`] ?? undefined,
    showIcon: bool(row[`${prefix}show_icon`]) && isSet(row[`${prefix}icon`]),
  })
}

function customLink(url: unknown, label: unknown, look?: Row): Row {
  return compact({ type: 'custom', url: isSet(url) ? url : null, label: isSet(label) ? label : null, newTab: false, appearance: look })
}

function upgradeHero(b: Row): Row {
  return compact({
    id: b.id,
    blockName: b.blockName,
    blockType: 'hero2025',
    title: b.main_text_title,
    subtitle: b.main_text_subtitle ?? null,
    link: customLink(b.main_call_to_action_url, b.main_call_to_action_text, appearance(b, 'main_link_')),
    backgroundImage: b.main_hero_background_image || null,
    verticalAlign: b.main_content_alignment ?? 'middle',
    horizontalAlign: b.main_content_justification ?? 'left',
    mobileImageFocus: b.main_hero_background_image_alignment_mobile ?? 'center',
    sidebar: {
      show: bool(b.sidebar_show_sidebar),
      firstCard: b.sidebar_whos_on_top ?? 'find-a-dealer',
      dealerCard: {
        title: b.sidebar_find_a_dealer_title ?? null,
        subtitle: b.sidebar_find_a_dealer_subtitle ?? null,
        image: b.sidebar_find_a_dealer_dealer_image || null,
        placeholder: b.sidebar_find_a_dealer_placeholder_text ?? null,
        buttonLabel: b.sidebar_find_a_dealer_action_text ?? null,
        buttonAppearance: appearance(b, 'sidebar_find_a_dealer_action_'),
      },
      ctaCard: {
        show: bool(b.sidebar_call_to_action_show_call_to_action),
        text: b.sidebar_call_to_action_text ?? null,
        image: b.sidebar_call_to_action_image || null,
        // The spec's default for the card's URL (sidebar_call_to_action_action_url): '/'.
        link: customLink(isSet(b.sidebar_call_to_action_action_url) ? b.sidebar_call_to_action_action_url : '/', b.sidebar_call_to_action_action_text, appearance(b, 'sidebar_call_to_action_')),
      },
    },
  })
}

const PROMO_BUTTON_BACKGROUND: Record<string, string> = { primary: 'baby-blue', secondary: 'white', outline: 'none' }

function upgradePromoCard(b: Row): Row {
  const { buttonText, url, buttonStyle, ...rest } = b
  return { ...rest, link: customLink(url, buttonText, { background: PROMO_BUTTON_BACKGROUND[String(buttonStyle ?? 'primary')] ?? 'baby-blue' }) }
}

function upgradeRebateSavings(b: Row): Row {
  const { show_block, zip_label, button_text, cta_heading, cta_text, cta_button_text, ...rest } = b
  const show = String(show_block ?? '1')
  return compact({
    ...rest,
    zipLabel: zip_label,
    buttonLabel: button_text,
    ctaHeading: cta_heading,
    ctaText: cta_text,
    ctaButtonLabel: cta_button_text,
    // show_block: 0 hidden, 1 shown with extra padding, 2 shown with standard padding.
    settings: { hidden: show === '0', spacing: show === '1' ? 'extra' : 'standard' },
  })
}

export function upgradeLegacyBlock(block: Row): Row {
  switch (block.blockType) {
    case 'hero2025':
      return 'main_text_title' in block ? upgradeHero(block) : block
    case 'promoCard':
      return 'buttonText' in block || 'buttonStyle' in block ? upgradePromoCard(block) : block
    case 'rebateSavings':
      return 'show_block' in block ? upgradeRebateSavings(block) : block
    default:
      return block
  }
}

export function upgradeLegacyLayout(layout: unknown): Row[] | null {
  return Array.isArray(layout) ? layout.map((b) => upgradeLegacyBlock(b as Row)) : null
}
