'use client'

import dynamic from 'next/dynamic'

// The tabs are a chunk of their own that only pages with a comparison load; the server still renders them.
export const LazyComparisonTabs = dynamic(() => import('./Component.client').then((m) => m.ComparisonTabs))
