'use client'

import dynamic from 'next/dynamic'

// Its own chunk (react-hook-form and the lead schemas), loaded only by pages with this block; rendered on the server too.
export const LazyCustomerCareFormClient = dynamic(() => import('./Component.client').then((m) => m.CustomerCareFormClient))
