'use client'

import dynamic from 'next/dynamic'

// Only pages that show the calculator load its code; its HTML (the two choices) still renders on the server.
export const LazyRepairCalculatorClient = dynamic(() => import('./Component.client').then((m) => m.RepairCalculatorClient))
