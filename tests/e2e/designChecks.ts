import type { Page } from '@playwright/test'

/**
 * The design system's checks on one page at one width (issue 39), all read in one page.evaluate:
 * scaffolding text, inputs under 16 px, targets under 44 px (primary actions) or 24 px (any
 * control, WCAG 2.2 2.5.8; inline text links are exempt), header controls on top of each other, a
 * body font that is not the self-hosted typeface, and at 390 px a call action still on screen 1,500 px
 * down. It also returns the product images it saw with their category, so the walk can tell an image
 * standing in for two categories.
 */
export interface DesignFacts {
  problems: string[]
  /** image file (size and format variants folded) -> product categories it illustrates on this page */
  productImages: [string, string][]
}

export async function designFacts(page: Page, { scroll }: { scroll: boolean }): Promise<DesignFacts> {
  return page.evaluate(async (scrollCheck) => {
    const problems: string[] = []
    const width = window.innerWidth
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) return false
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && style.display !== 'none' && (el as HTMLElement).closest('[hidden], [inert], [aria-hidden="true"]') === null
    }
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''} "${name}"`
    }

    // Scaffolding: the site-wide demo notice is the one place demo data is announced.
    let text = document.body.innerText
    for (const notice of document.querySelectorAll<HTMLElement>('[data-demo-notice], .demo-notice')) text = text.replace(notice.innerText, '')
    // Any "sample", "exemple" or "demonstration" outside it ("Sample video.", "Texte d’exemple.",
    // "Written for a demonstration site.") is a second mark.
    const scaffolding = /\b(?:samples?|exemples?|d[eé]monstration)\b|still to be written/i
    for (const match of text.matchAll(new RegExp(`.{0,30}(?:${scaffolding.source}).{0,30}`, 'gi'))) problems.push(`scaffolding text: "${match[0].trim()}"`)
    if (scaffolding.test(document.title)) problems.push(`scaffolding in the title: "${document.title}"`)

    // Inputs: 16 px or more, or iOS zooms in when they are focused.
    for (const el of document.querySelectorAll('input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="range"]), select, textarea')) {
      if (!visible(el)) continue
      const size = parseFloat(getComputedStyle(el).fontSize)
      if (size < 16) problems.push(`input text ${size} px: ${describe(el)}`)
    }

    // Targets: primary actions 44 x 44, every control at least 24 x 24 (links inside running text are exempt).
    const primary = '.btn--primary, .btn--bg-baby-blue, button[type="submit"], .site-header__action, .site-header__toggle'
    const controls = 'button, select, input[type="radio"], input[type="checkbox"], [role="tab"], summary, a[href]'
    for (const el of document.querySelectorAll(controls)) {
      if (!visible(el) || el.closest('.maplibregl-map, .maplibregl-ctrl')) continue
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue
      const rect = el.getBoundingClientRect()
      const min = el.matches(primary) ? 44 : 24
      // A radio or checkbox inside its label: the label is the target.
      const target = (el.matches('input') && el.closest('label')?.getBoundingClientRect()) || rect
      if (Math.round(target.width) < min || Math.round(target.height) < min) problems.push(`${min === 44 ? 'primary ' : ''}target ${Math.round(target.width)}x${Math.round(target.height)} px: ${describe(el)}`)
    }

    // The header's controls side by side, never on top of each other (a longer French menu once pushed
    // the language link 12 px over the phone number at 1280 px).
    const headerControls = [...document.querySelectorAll('.site-header a[href], .site-header button, .site-header input')].filter(
      (el) => visible(el) && !el.closest('.site-header__sub, .site-header__panel-actions'),
    )
    for (const [i, a] of headerControls.entries()) {
      for (const b of headerControls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue
        const r = a.getBoundingClientRect()
        const q = b.getBoundingClientRect()
        const overlap = Math.min(r.right, q.right) - Math.max(r.left, q.left)
        if (overlap > 0.5 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 0.5) problems.push(`header controls overlap by ${Math.round(overlap)} px: ${describe(a)} and ${describe(b)}`)
      }
    }

    // The body font: the self-hosted face (an @font-face served by this site), loaded.
    await document.fonts.ready
    const family = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '')
    const selfHosted = [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => {
          if (!(rule instanceof CSSFontFaceRule) || rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== family) return false
          // The file, resolved against its stylesheet: served by this site from Next's static media.
          const file = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1]
          const url = file ? new URL(file, sheet.href ?? location.href) : null
          return url !== null && url.origin === location.origin && url.pathname.startsWith('/_next/static/media/')
        })
      } catch {
        return false
      }
    })
    const loaded = [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')
    if (!selfHosted || !loaded) problems.push(`body font "${family}" is not the self-hosted typeface${selfHosted ? ' (not loaded)' : ''}`)

    // Product images and the category each illustrates (a hub section's anchor, or the product page's category).
    const pathParts = location.pathname.split('/').filter(Boolean)
    const productImages: [string, string][] = []
    for (const img of document.querySelectorAll<HTMLImageElement>('.phub__section img, .pcompare img, .pselect img')) {
      // A hub section can group several categories (Heating & Cooling): the card's own link names its category
      // first, else the group it sits in (its anchor is the category), else the section.
      const cardLink = img.closest('li, article')?.querySelector<HTMLAnchorElement>('a[href^="/products/"]')?.getAttribute('href')?.split(/[/#]/).filter(Boolean)
      const category = (cardLink && cardLink.length > 1 ? cardLink[1] : undefined) || img.closest('.phub__group[id]')?.id || img.closest('.phub__section')?.id || (pathParts[0] === 'products' && pathParts[1]) || img.closest('[data-category]')?.getAttribute('data-category')
      if (!category) continue
      const src = new URL(img.currentSrc || img.src, location.href)
      const file = (src.pathname.startsWith('/_next/image') ? new URL(src.searchParams.get('url') ?? '', location.href).pathname : src.pathname).split('/').filter(Boolean).pop() ?? ''
      productImages.push([file.replace(/(-\d+x\d+)?\.(avif|webp|png|jpe?g|svg)$/i, ''), category])
    }

    // Phone: a call action is on screen after scrolling 1,500 px (the sticky header's).
    if (scrollCheck) {
      window.scrollTo(0, 1500)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const onScreen = [...document.querySelectorAll('a[href^="tel:"]')].some((a) => {
        const r = a.getBoundingClientRect()
        if (!visible(a) || r.bottom <= 0 || r.top >= window.innerHeight) return false
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit !== null && (hit === a || a.contains(hit))
      })
      if (!onScreen) problems.push('no call action on screen after scrolling 1,500 px')
      window.scrollTo(0, 0)
    }
    return { problems: problems.map((p) => `${width} px: ${p}`), productImages }
  }, scroll)
}
