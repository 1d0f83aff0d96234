'use client'

import dynamic from 'next/dynamic'

// Live preview runs only in draft mode; importing the listener directly would put its code (and
// Payload's live-preview client) into the first-load JavaScript of every page.
export const LivePreviewListener = dynamic(() => import('./LivePreviewListener').then((m) => m.LivePreviewListener), { ssr: false })
