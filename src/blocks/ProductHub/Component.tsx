import type { Product, ProductHubBlock } from '@/payload-types'
import { HUB_SECTIONS, SPLIT_SYSTEMS, isLinkTargetPublished } from '@/domain/products/catalogue'
import { formatUsd } from '@/domain/products/prices'
import { linkHref } from '@/domain/pages/linkHref'
import { CmsLink } from '@/components/ui/CmsLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { productsOrNone, publishedPaths, relationIds } from '@/server/products/catalogue'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'
import { DEFAULTS } from './config'

type Section = NonNullable<ProductHubBlock['sections']>[number]

/** Reads the products its groups show and the published pages, then renders the hub. */
export async function ProductHubComponent(block: ProductHubBlock) {
  const ids = [...new Set((block.sections ?? []).flatMap((s) => (s.groups ?? []).flatMap((g) => relationIds(g.products))))]
  const [products, paths] = await Promise.all([ids.length ? productsOrNone(ids) : Promise.resolve([]), blockData('published pages (product links)', publishedPaths, new Set<string>())])
  return <ProductHubView block={block} products={products} publishedPaths={paths} />
}

const sectionTitle = (section: Section) => section.title?.trim() || HUB_SECTIONS.find((s) => s.anchor === section.anchor)?.title || section.anchor

/**
 * Sections with the spec's anchors; a jump list above them, a dropdown on phones (native <details>,
 * so it works without script), a row of links from 768 px.
 */
export function ProductHubView({ block, products, publishedPaths: paths }: { block: ProductHubBlock; products: readonly Product[]; publishedPaths: ReadonlySet<string> }) {
  const sections = block.sections ?? []
  if (sections.length === 0) return null
  const byId = new Map(products.map((p) => [p.id, p]))
  const idBase = `phub-${block.id ?? 'block'}`
  const splitCards = (block.splitSystems?.cards ?? []).flatMap((card) => {
    const system = SPLIT_SYSTEMS.find((s) => s.key === card.system)
    return system ? [{ ...system, text: card.text, id: card.id }] : []
  })
  const jumpLinks = sections.map((section) => (
    <li key={section.anchor}>
      <a href={`#${section.anchor}`} className="phub__jump-link">
        {sectionTitle(section)}
      </a>
    </li>
  ))
  return (
    <div className="container phub">
      {block.heading ? <h2 className="phub__heading">{block.heading}</h2> : null}
      {block.intro ? <p className="phub__intro">{block.intro}</p> : null}
      <nav className="phub__nav" aria-label="Product sections">
        <ul className="phub__nav-row">{jumpLinks}</ul>
        <details className="phub__jump">
          <summary className="phub__jump-toggle">{block.jumpLabel || DEFAULTS.jumpLabel}</summary>
          <ul className="phub__jump-list">{jumpLinks}</ul>
        </details>
      </nav>
      {sections.map((section) => (
        <section key={section.anchor} id={section.anchor} className="phub__section" aria-labelledby={`${idBase}-${section.anchor}`}>
          <h3 id={`${idBase}-${section.anchor}`} className="phub__title">
            {sectionTitle(section)}
          </h3>
          {section.text ? <p className="phub__text">{section.text}</p> : null}
          {section.showSplitSystems && splitCards.length ? (
            <div className="phub__split">
              {block.splitSystems?.title ? <h4 className="phub__split-title">{block.splitSystems.title}</h4> : null}
              <ul className="phub__split-cards">
                {splitCards.map((card, i) => (
                  <li key={card.id ?? i} className="phub__split-card">
                    <p className="phub__split-energy">{card.energy}</p>
                    <p className="phub__split-name">{card.title}</p>
                    <p className="phub__split-text">{card.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {(section.groups ?? []).map((group, gi) => {
            const href = linkHref(group.link)
            const shown = relationIds(group.products).flatMap((id) => byId.get(id) ?? [])
            return (
              <div key={group.id ?? gi} id={group.anchor ?? undefined} className="phub__group">
                <h4 className="phub__group-title">{group.title}</h4>
                {group.text ? <p className="phub__group-text">{group.text}</p> : null}
                {shown.length ? (
                  <ul className="phub__products">
                    {shown.map((product) => (
                      <ProductCard key={product.id} product={product} paths={paths} />
                    ))}
                  </ul>
                ) : null}
                {href && group.link?.label && isLinkTargetPublished(href, paths) ? (
                  <CmsLink href={href} newTab={group.link.newTab} tracking={group.link.trackingText} className="phub__group-link">
                    {group.link.label}
                  </CmsLink>
                ) : null}
              </div>
            )
          })}
        </section>
      ))}
    </div>
  )
}

function ProductCard({ product, paths }: { product: Product; paths: ReadonlySet<string> }) {
  const href = linkHref(product.link)
  return (
    <li className="phub__product">
      <MediaImage media={product.image} decorative className="phub__product-image" sizes="(min-width: 1024px) 20vw, 45vw" />
      <p className="phub__product-name">{product.name}</p>
      {typeof product.installationCost === 'number' ? <p className="phub__product-price">{`Installed from ${formatUsd(product.installationCost)}`}</p> : null}
      {product.efficiency ? <p className="phub__product-efficiency">{product.efficiency}</p> : null}
      {href && isLinkTargetPublished(href, paths) ? (
        <CmsLink href={href} newTab={product.link?.newTab} tracking={product.link?.trackingText ?? `Product hub: ${product.name}`} className="phub__product-link">
          Learn more<span className="visually-hidden"> about {product.name}</span>
        </CmsLink>
      ) : null}
    </li>
  )
}
