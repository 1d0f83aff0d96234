'use client'

import dynamic from 'next/dynamic'

// Only accordions whose first section differs by width render this; other pages never load its code.
export const LazyAccordionFirstOpen = dynamic(() => import('./Component.client').then((m) => m.AccordionFirstOpen))
