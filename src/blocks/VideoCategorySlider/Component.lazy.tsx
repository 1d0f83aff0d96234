'use client'

import dynamic from 'next/dynamic'

// Only pages with the video slider load its code (and Embla's); the server still renders it.
export const LazyVideoCategorySliderClient = dynamic(() => import('./Component.client').then((m) => m.VideoCategorySliderClient))
