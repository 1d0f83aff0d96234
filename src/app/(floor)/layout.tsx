import type React from 'react'

// A root layout of its own: /bench-floor/ gets Next's and React's runtime and nothing of the site,
// so `npm run bench:pages` can measure the framework's first-load JS floor on the same build.
export default function FloorLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
