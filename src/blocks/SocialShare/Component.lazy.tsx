'use client'

import dynamic from 'next/dynamic'

// The share links are a chunk of their own that only pages with this block load; the server still renders them.
export const LazySocialShareLinks = dynamic(() => import('./Component.client').then((m) => m.SocialShareLinks))
