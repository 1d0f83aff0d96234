'use client'

import dynamic from 'next/dynamic'

// The boundary server components render: the slider and Embla are a chunk of their own that only
// pages with a slider load; the server still renders the slides (ssr).
export const LazySlider = dynamic(() => import('./Slider').then((m) => m.Slider))
