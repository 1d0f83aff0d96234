'use client'

import dynamic from 'next/dynamic'

// Its own chunk (dealer search, react-hook-form and the lead schemas); rendered on the server too.
export const LazyContactADealerClient = dynamic(() => import('./Component.client').then((m) => m.ContactADealerClient))
