'use client'

import dynamic from 'next/dynamic'

// The close button's code is a chunk of its own that only pages with this block load; the server still renders it.
export const LazyCloseableBannerFrame = dynamic(() => import('./Component.client').then((m) => m.CloseableBannerFrame))
