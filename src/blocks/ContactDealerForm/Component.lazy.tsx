'use client'

import dynamic from 'next/dynamic'

// Its own chunk (the two-step lead form), loaded only by pages with this block; rendered on the server too.
export const LazyContactDealerFormClient = dynamic(() => import('./Component.client').then((m) => m.ContactDealerFormClient))
