'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages with this block; the server still renders 'Loading..' (ssr).
export const LazyPhoneNumberClient = dynamic(() => import('./Component.client').then((m) => m.PhoneNumberClient))
