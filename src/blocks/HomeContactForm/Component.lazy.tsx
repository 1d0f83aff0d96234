'use client'

import dynamic from 'next/dynamic'

// Its own chunk, loaded only by pages with this block and rendered on the server too: step 1 only; step 2
// (react-hook-form, zod and the lead schemas) comes once the visitor starts using the form.
export const LazyHomeContactFormClient = dynamic(() => import('./Component.client').then((m) => m.HomeContactFormClient))
