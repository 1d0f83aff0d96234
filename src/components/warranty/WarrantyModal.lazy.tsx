'use client'

import dynamic from 'next/dynamic'

// Only pages with a warranty button load the trigger's code; the button itself renders on the server.
export const LazyWarrantyModalTrigger = dynamic(() => import('./WarrantyModal.client').then((m) => m.WarrantyModalTrigger))
