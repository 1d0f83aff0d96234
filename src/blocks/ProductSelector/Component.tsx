import type { ProductSelectorBlock } from '@/payload-types'
import { selectorCategory, selectorViewAllHref, type SelectorLanguage } from '@/domain/products/catalogue'
import { CmsLink } from '@/components/ui/CmsLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { publishedPaths } from '@/server/products/catalogue'
import { blockData } from '@/server/blocks/blockData'
import { LazyProductSelectorClient } from './Component.lazy'
import './styles.css'

const TEXT: Record<SelectorLanguage, { nav: string; viewAll: (name: string) => string; prev: string; next: string }> = {
  en: { nav: 'Product categories', viewAll: (name) => `View all ${name}`, prev: 'Previous categories', next: 'Next categories' },
  fr: { nav: 'Catégories de produits', viewAll: (name) => name, prev: 'Catégories précédentes', next: 'Catégories suivantes' },
}

export async function ProductSelectorComponent(block: ProductSelectorBlock) {
  // The French variant has no links, so it needs no list of pages.
  const paths = block.language === 'fr' ? new Set<string>() : await blockData('published pages (product links)', publishedPaths, new Set<string>())
  return <ProductSelectorView block={block} publishedPaths={paths} />
}

/** One category at a time: headline, details, up to three bullets, image and (English) View all. */
export function ProductSelectorView({ block, publishedPaths: paths }: { block: ProductSelectorBlock; publishedPaths: ReadonlySet<string> }) {
  const language: SelectorLanguage = block.language === 'fr' ? 'fr' : 'en'
  const text = TEXT[language]
  const categories = (block.categories ?? []).flatMap((entry) => {
    const category = selectorCategory(entry.category)
    return category ? [{ entry, category }] : []
  })
  if (categories.length === 0) return null
  const idBase = `pselect-${block.id ?? 'block'}`
  return (
    <section className="container pselect" lang={language} aria-labelledby={block.heading ? `${idBase}-heading` : undefined} aria-label={block.heading ? undefined : text.nav}>
      {block.heading ? (
        <h2 id={`${idBase}-heading`} className="pselect__heading">
          {block.heading}
        </h2>
      ) : null}
      <LazyProductSelectorClient
        idBase={idBase}
        texts={{ nav: text.nav, prev: text.prev, next: text.next }}
        categories={categories.map(({ category }) => ({ key: category.key, label: category[language] }))}
        panels={categories.map(({ entry, category }) => {
          const href = selectorViewAllHref(category.key, language, paths)
          const bullets = (entry.bullets ?? []).filter((b) => b.text?.trim()).slice(0, 3)
          return (
            <div key={category.key} className="pselect__panel-inner">
              <div className="pselect__copy">
                <h3 className="pselect__text">{entry.text}</h3>
                {entry.details ? <p className="pselect__details">{entry.details}</p> : null}
                {bullets.length ? (
                  <ul className="pselect__bullets">
                    {bullets.map((bullet, i) => (
                      <li key={bullet.id ?? i}>{bullet.text}</li>
                    ))}
                  </ul>
                ) : null}
                {href ? (
                  <CmsLink href={href} tracking={`Product selector: view all ${category.en}`} className="btn btn--bg-baby-blue btn--radius-full pselect__all">
                    {text.viewAll(category[language])}
                  </CmsLink>
                ) : null}
              </div>
              <MediaImage media={entry.image} decorative className="pselect__image" sizes="(min-width: 1000px) 40vw, 100vw" />
            </div>
          )
        })}
      />
    </section>
  )
}
