'use client'

import dynamic from 'next/dynamic'

// For server components: the tooltip's code is a chunk of its own that only pages showing one load; the server still renders it.
export const LazyTooltip = dynamic(() => import('./Tooltip').then((m) => m.Tooltip))
