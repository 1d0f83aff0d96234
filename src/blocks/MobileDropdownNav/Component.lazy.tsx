'use client'

import dynamic from 'next/dynamic'

// The menu is a chunk of its own that only pages with this block load; the server still renders it.
export const LazyMobileDropdownNavClient = dynamic(() => import('./Component.client').then((m) => m.MobileDropdownNavClient))
