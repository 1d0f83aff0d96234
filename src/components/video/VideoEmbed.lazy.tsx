'use client'

import dynamic from 'next/dynamic'

// The player is a chunk of its own that only pages with a video load; the server still renders its poster.
export const LazyVideoEmbed = dynamic(() => import('./VideoEmbed').then((m) => m.VideoEmbed))
