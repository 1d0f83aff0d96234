'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages with this block; the server still renders the form (ssr).
export const EmailBannerForm = dynamic(() => import('./Component.client').then((m) => m.EmailBannerForm))
