import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="container not-found" data-track-area="Page not found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link href="/">Go to the home page</Link> or <Link href="/find-a-dealer/">find a dealer near you</Link>.
      </p>
    </section>
  )
}
