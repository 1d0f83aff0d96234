'use client'

import dynamic from 'next/dynamic'

// Only pages with a tips grid load the card's toggle; the cards themselves render on the server.
export const LazyTipsCard = dynamic(() => import('./Component.client').then((m) => m.TipsCard))
