import type { Product, ProductComparisonBlock } from '@/payload-types'
import { comparisonRows, comparisonTabs, HIGHLIGHTED_COLUMN, productsForTab, showsEnergyStarBadge, type ComparisonTab } from '@/domain/products/comparison'
import { efficiencyExplanation } from '@/domain/products/efficiency'
import { formatUsd } from '@/domain/products/prices'
import { DEFAULT_TAB_LABELS } from '@/domain/products/productTypes'
import { isLinkTargetPublished } from '@/domain/products/catalogue'
import { linkHref } from '@/domain/pages/linkHref'
import { CmsLink } from '@/components/ui/CmsLink'
import { MediaImage } from '@/components/ui/MediaImage'
import { LazyTabs } from '@/components/ui/Tabs.lazy'
import { LazyTooltip } from '@/components/ui/Tooltip.lazy'
import { productsOrNone, publishedPaths, relationIds } from '@/server/products/catalogue'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'
import { DEFAULTS } from './config'

export const ESTIMATE_DEFAULT_LABEL = 'Get a Free Online Estimate'
export const NO_PRODUCTS_TEXT = 'No products to compare yet.'

/** Reads the products on the server, then renders one comparison table per product-type tab. */
export async function ProductComparisonComponent(block: ProductComparisonBlock) {
  const [products, paths] = await Promise.all([productsOrNone(relationIds(block.products)), blockData('published pages (product links)', publishedPaths, new Set<string>())])
  return <ProductComparisonView block={block} products={products} publishedPaths={paths} />
}

type ViewProps = { block: ProductComparisonBlock; products: readonly Product[]; publishedPaths: ReadonlySet<string> }

export function ProductComparisonView({ block, products, publishedPaths: paths }: ViewProps) {
  const tabs = comparisonTabs(block.tabLabels ?? DEFAULT_TAB_LABELS, products.map((p) => p.productType))
  const idBase = `pcompare-${block.id ?? 'block'}`
  const estimateHref = linkHref(block.estimateLink)
  const estimate = estimateHref && isLinkTargetPublished(estimateHref, paths) ? { href: estimateHref, label: block.estimateLink?.label?.trim() || ESTIMATE_DEFAULT_LABEL, tracking: block.estimateLink?.trackingText, newTab: block.estimateLink?.newTab } : null
  return (
    <section className="container pcompare" aria-labelledby={`${idBase}-heading`}>
      <h2 id={`${idBase}-heading`} className="pcompare__heading">
        {block.heading || DEFAULTS.heading}
      </h2>
      {block.intro ? <p className="pcompare__intro">{block.intro}</p> : null}
      {tabs.length === 0 ? (
        <p>{NO_PRODUCTS_TEXT}</p>
      ) : (
        <LazyTabs
          block="pcompare"
          idBase={idBase}
          label="Product types"
          tabs={tabs.map((tab) => ({
            key: tab.type,
            label: tab.label,
            panel: <ComparisonPanel tab={tab} products={productsForTab(products, tab.type)} estimate={estimate} paths={paths} />,
          }))}
        />
      )}
    </section>
  )
}

type Estimate = { href: string; label: string; tracking?: string | null; newTab?: boolean | null } | null

function ComparisonPanel({ tab, products, estimate, paths }: { tab: ComparisonTab; products: Product[]; estimate: Estimate; paths: ReadonlySet<string> }) {
  const rows = comparisonRows(products)
  const explanation = efficiencyExplanation(tab.type)
  const cellClass = (index: number) => (index === HIGHLIGHTED_COLUMN ? 'pcompare__cell pcompare__cell--highlight' : 'pcompare__cell')
  return (
    <>
      <div className={products.length <= 2 ? 'pcompare__scroll pcompare__scroll--fits' : 'pcompare__scroll'} role="region" aria-label={`${tab.label} comparison table, scrolls sideways`} tabIndex={0}>
        <table className="pcompare__table" data-columns={products.length}>
          <caption className="visually-hidden">Compare {tab.label} models</caption>
          <thead>
            <tr>
              <td className="pcompare__corner" />
              {products.map((product, index) => (
                <th key={product.id} scope="col" className={cellClass(index)}>
                  <MediaImage media={product.image} decorative className="pcompare__image" sizes="(min-width: 1024px) 15vw, 40vw" />
                  <span className="pcompare__name">{product.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="pcompare__label">
                Installed price
              </th>
              {products.map((product, index) => {
                const href = linkHref(product.link)
                const included = (product.included ?? []).filter((entry) => entry.item?.trim())
                return (
                  <td key={product.id} className={cellClass(index)}>
                    <div className="pcompare__price-cell">
                      {typeof product.installationCost === 'number' ? (
                        <p className="pcompare__price">
                          <span className="pcompare__price-from">Installed from</span> <strong>{formatUsd(product.installationCost)}</strong>
                        </p>
                      ) : null}
                      {included.length ? (
                        <details className="pcompare__included">
                          <summary>See what&apos;s included</summary>
                          <ul>
                            {included.map((entry, i) => (
                              <li key={entry.id ?? i}>{entry.item}</li>
                            ))}
                          </ul>
                        </details>
                      ) : null}
                      {estimate ? (
                        <CmsLink href={estimate.href} newTab={estimate.newTab} tracking={estimate.tracking ?? `Comparison: estimate (${product.name})`} className="btn btn--bg-baby-blue btn--radius-full pcompare__estimate">
                          {estimate.label}
                          <span className="visually-hidden"> for {product.name}</span>
                        </CmsLink>
                      ) : null}
                      {href && isLinkTargetPublished(href, paths) ? (
                        <CmsLink href={href} newTab={product.link?.newTab} tracking={product.link?.trackingText ?? `Comparison: learn more (${product.name})`} className="pcompare__more">
                          Learn more<span className="visually-hidden"> about {product.name}</span>
                        </CmsLink>
                      ) : null}
                    </div>
                  </td>
                )
              })}
            </tr>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="pcompare__label">
                  <span className="pcompare__label-inner">
                    {row.label}
                    <LazyTooltip label={`About ${row.label}`}>{row.help}</LazyTooltip>
                  </span>
                </th>
                {row.cells.map((cell, index) => (
                  <td key={products[index]?.id ?? index} className={cellClass(index)}>
                    {cell ?? <span className="pcompare__none">
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">Not listed</span>
                      </span>}
                    {row.key === 'energyStarQualified' && products[index] && showsEnergyStarBadge(products[index]) ? (
                      <span className="pcompare__estar">ENERGY STAR</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {explanation ? (
        <div className="pcompare__explain">
          <h3 className="pcompare__explain-title">{`About ${explanation.ratings}`}</h3>
          <p>{explanation.text}</p>
        </div>
      ) : null}
    </>
  )
}
