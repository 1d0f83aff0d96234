'use client'

import dynamic from 'next/dynamic'

// The tabs are a chunk of their own that only pages with this block load; the server still renders them.
export const LazyTabsSwitcherTabs = dynamic(() => import('./Component.client').then((m) => m.TabsSwitcherTabs))
