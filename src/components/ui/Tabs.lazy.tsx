'use client'

import dynamic from 'next/dynamic'

// For server components: the tabs' code is a chunk of its own that only pages showing tabs load; the server still renders them.
export const LazyTabs = dynamic(() => import('./Tabs').then((m) => m.Tabs))
