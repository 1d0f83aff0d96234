'use client'

import dynamic from 'next/dynamic'

// The client boundary the server component renders. Its code (the dealer locator and what it imports)
// is a chunk of its own that only pages with this block load; the server still renders it (ssr).
export const LazyDealerLocator = dynamic(() => import('./Component.client').then((m) => m.DealerLocator))
