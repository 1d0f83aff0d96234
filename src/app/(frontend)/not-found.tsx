import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="container not-found" data-track-area="Page not found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      {/* One button each, so a row of words never rewraps when the typeface arrives (a text line
          that fitted Inter with a pixel to spare wrapped in the stand-in, and the footer jumped). */}
      <p className="not-found__actions">
        <Link className="btn btn--primary" href="/find-a-dealer/">
          Find a dealer near you
        </Link>
        <Link className="btn btn--secondary" href="/">
          Go to the home page
        </Link>
      </p>
    </section>
  )
}
