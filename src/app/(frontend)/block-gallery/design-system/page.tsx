import type { Metadata } from 'next'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { StarRating } from '@/components/ui/StarRating'
import { breadcrumbJsonLd, type Crumb, serializeJsonLd } from '@/domain/site/structuredData'
import { loadEnv } from '@/lib/env'
import './designSystem.css'

export const metadata: Metadata = {
  title: 'Design system',
  description: 'The site’s design tokens and shared components, for editors and designers.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/block-gallery/design-system/' },
}

const COLOURS = [
  ['--color-navy', 'Navy: headings, header, footer'],
  ['--color-blue', 'Blue: links, selected tabs'],
  ['--color-accent', 'Accent: the one primary action'],
  ['--color-tint', 'Tint: hover, chips'],
  ['--color-light-gray', 'Page background'],
  ['--color-text', 'Body text'],
  ['--color-muted', 'Secondary text'],
  ['--color-border', 'Borders'],
  ['--color-error', 'Errors'],
  ['--color-success', 'Success'],
] as const

const TYPE = [
  ['--text-2xl', 'h1', 'Comfort that fits your home'],
  ['--text-xl', 'h2', 'Find the right system'],
  ['--text-lg', 'h3', 'Heat pumps'],
  ['--text-base', 'body', 'Quiet, efficient heating and cooling, installed by local dealers.'],
  ['--text-sm', 'small', '4.8 average from 1,204 reviews'],
] as const

const SPACE = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7', '--space-8'] as const

/**
 * The design system on one page (docs/design.md): tokens and the shared component classes, drawn
 * with the same CSS the blocks use. No client script: the tabs and accordion are shown in their
 * static states.
 */
export default function DesignSystemPage() {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Block gallery', href: '/block-gallery/' },
    { label: 'Design system', href: null },
  ]
  return (
    <div className="container ds">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, loadEnv().SITE_URL)) }} />
      <Breadcrumb crumbs={crumbs} />
      <h1>Design system</h1>
      <p className="section-intro">Tokens and components every block shares. Source: globals.css; guide: docs/design.md.</p>

      <section className="ds__section" aria-labelledby="ds-colour">
        <h2 id="ds-colour" className="section-title">Colour</h2>
        <ul className="ds__swatches">
          {COLOURS.map(([token, use]) => (
            <li key={token} className="ds__swatch">
              <span className="ds__chip" style={{ background: `var(${token})` }} />
              <code>{token}</code>
              <span>{use}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="ds__section" aria-labelledby="ds-type">
        <h2 id="ds-type" className="section-title">Type scale (Inter)</h2>
        <dl className="ds__type">
          {TYPE.map(([token, role, sample]) => (
            <div key={token} className="ds__type-row">
              <dt>
                <code>{token}</code> {role}
              </dt>
              <dd style={{ fontSize: `var(${token})`, lineHeight: role === 'h1' ? 'var(--leading-2xl)' : role === 'h2' ? 'var(--leading-xl)' : undefined, fontWeight: role.startsWith('h') ? 700 : 400 }}>
                {sample}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="ds__section" aria-labelledby="ds-space">
        <h2 id="ds-space" className="section-title">Space, radii, shadows</h2>
        <ul className="ds__space">
          {SPACE.map((token) => (
            <li key={token}>
              <span className="ds__bar" style={{ width: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
        <ul className="ds__shapes">
          {['--radius-sm', '--radius', '--radius-lg', '--radius-pill'].map((token) => (
            <li key={token} className="ds__shape" style={{ borderRadius: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
          {['--shadow-sm', '--shadow-md', '--shadow-lg'].map((token) => (
            <li key={token} className="ds__shape" style={{ boxShadow: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className="ds__section" aria-labelledby="ds-buttons">
        <h2 id="ds-buttons" className="section-title">Buttons and links</h2>
        <div className="ds__row">
          <a className="btn btn--primary" href="#ds-buttons" data-track="Design system: specimen">
            Find a dealer
          </a>
          <a className="btn btn--secondary" href="#ds-buttons" data-track="Design system: specimen">
            Check rebates
          </a>
          <a className="link-arrow" href="#ds-buttons" data-track="Design system: specimen">
            See all heat pumps
          </a>
          <a href="#ds-buttons" data-track="Design system: specimen">A text link</a>
        </div>
        <div className="ds__row ds__row--dark">
          <a className="btn btn--secondary" href="#ds-buttons" data-track="Design system: specimen">
            Secondary on navy
          </a>
          <a className="btn btn--tertiary" href="#ds-buttons" data-track="Design system: specimen">
            Tertiary on navy
          </a>
        </div>
      </section>

      <section className="ds__section" aria-labelledby="ds-fields">
        <h2 id="ds-fields" className="section-title">Form fields</h2>
        <form className="ds__form" action="/search/" method="get">
          <label htmlFor="ds-zip">ZIP code</label>
          <input id="ds-zip" className="field" name="q" inputMode="numeric" autoComplete="postal-code" placeholder="e.g. 10001" />
          <label htmlFor="ds-topic">Topic</label>
          <select id="ds-topic" className="field" name="topic" defaultValue="service">
            <option value="service">Service</option>
            <option value="new">A new system</option>
          </select>
          <fieldset className="ds__fieldset">
            <legend>Contact me by</legend>
            <label className="ds__choice">
              <input type="radio" name="by" value="phone" defaultChecked /> Phone
            </label>
            <label className="ds__choice">
              <input type="radio" name="by" value="email" /> Email
            </label>
          </fieldset>
          <button className="btn btn--primary" type="submit" data-track="Design system: specimen">
            Search
          </button>
        </form>
      </section>

      <section className="ds__section" aria-labelledby="ds-components">
        <h2 id="ds-components" className="section-title">Accordion, tabs, cards, chips</h2>
        <div className="disclosure-list ds__narrow">
          <details className="disclosure-item" open>
            <summary data-track="Design system: specimen">How often should a system be serviced?</summary>
            <p className="ds__answer">Once a year: cooling in spring, heating in autumn.</p>
          </details>
          <details className="disclosure-item">
            <summary data-track="Design system: specimen">What is SEER2?</summary>
            <p className="ds__answer">The seasonal cooling efficiency of an air conditioner or heat pump.</p>
          </details>
        </div>
        <div className="tabs-list ds__tabs" role="tablist" aria-label="Product types">
          <button type="button" role="tab" aria-selected="true" tabIndex={0} data-track="Design system: specimen">
            Air conditioners
          </button>
          <button type="button" role="tab" aria-selected="false" tabIndex={-1} data-track="Design system: specimen">
            Heat pumps
          </button>
          <button type="button" role="tab" aria-selected="false" tabIndex={-1} data-track="Design system: specimen">
            Furnaces
          </button>
        </div>
        <ul className="ds__cards">
          {['Air conditioners', 'Heat pumps', 'Furnaces'].map((name) => (
            <li key={name} className="card">
              <h3>{name}</h3>
              <p>
                <span className="chip">ENERGY STAR</span>
              </p>
              <StarRating rating={4.6} reviewCount={128} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
