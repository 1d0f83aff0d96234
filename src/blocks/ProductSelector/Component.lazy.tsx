'use client'

import dynamic from 'next/dynamic'

// The selector's carousel (Embla) is a chunk of its own that only pages with this block load; the server still renders it.
export const LazyProductSelectorClient = dynamic(() => import('./Component.client').then((m) => m.ProductSelectorClient))
