'use client'

import dynamic from 'next/dynamic'

// A chunk of its own that only pages with this block load (see docs/blocks.md); the server still renders it.
export const LazyStickyCtaArea = dynamic(() => import('./Component.client').then((m) => m.StickyCtaArea))
