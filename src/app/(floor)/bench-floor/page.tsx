import type { Metadata } from 'next'

// Not a CMS page, so never in the sitemap; noindex keeps it out of search results.
export const metadata: Metadata = { title: 'Benchmark floor', robots: { index: false, follow: false } }

export default function BenchFloorPage() {
  return <p>Empty page: the first-load JavaScript floor for npm run bench:pages.</p>
}
