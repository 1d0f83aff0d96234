'use client'

import dynamic from 'next/dynamic'

// The video player is a chunk of its own that only pages with a video hero load; the server still renders it.
export const LazyHeroVideo = dynamic(() => import('./Component.client').then((m) => m.HeroVideo))
