import type { Metadata } from 'next'
import Link from 'next/link'
import { SEARCH_KIND_LABELS, MAX_QUERY_LENGTH, readSearchQuery, searchSite } from '@/domain/search/siteSearch'
import { getSearchIndex } from '@/server/site/searchIndex'
import './search.css'

type Args = { searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const query = readSearchQuery((await searchParams).q)
  return {
    title: query ? `Search results for “${query}”` : 'Search the site',
    description: 'Search the pages, products and glossary of this site.',
    alternates: { canonical: '/search/' },
    // Result pages are endless variations of one page: kept out of search engines, links followed.
    robots: { index: false, follow: true },
  }
}

/** Results of the header search box (GET /search/?q=), from the index of published pages. */
export default async function SearchPage({ searchParams }: Args) {
  const query = readSearchQuery((await searchParams).q)
  const { total, hits } = query ? searchSite(await getSearchIndex(), query) : { total: 0, hits: [] }
  const summary = !query ? 'Enter a word to search for.' : total === 1 ? `1 result for “${query}”` : `${total} results for “${query}”`
  return (
    <div className="search-page container" data-track-area="Search">
      <h1>Search</h1>
      <form role="search" aria-label="Search again" action="/search/" method="get" className="search-page__form">
        <label htmlFor="search-page-q">Search pages, products and the glossary</label>
        <div className="search-page__row">
          <input id="search-page-q" type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
          <button type="submit">Search</button>
        </div>
      </form>
      {/* Announced when the results arrive; the count also leads the page title. */}
      <p role="status" className="search-page__summary">
        {summary}
      </p>
      {query && total === 0 ? <p>Try another word, or browse from the menu at the top of the page.</p> : null}
      {hits.length > 0 ? (
        <ol className="search-page__results">
          {hits.map((hit) => (
            <li key={hit.path}>
              <h2>
                <Link href={hit.path}>{hit.title}</Link>
              </h2>
              <p className="search-page__kind">{SEARCH_KIND_LABELS[hit.kind]}</p>
              {hit.snippet ? <p>{hit.snippet}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
