import type { CertificatesBlock } from '@/payload-types'
import { CERTIFICATES } from '@/domain/tools/certificates'

/** The six cards without PDFs (the gallery has none); the seeded /warranty/ page attaches the sample PDFs. */
export const certificatesFixture = {
  blockType: 'certificates',
  title: 'Manufacturer certificates',
  intro: 'Some tax credits and utility rebates ask for a manufacturer’s certificate that the equipment meets these ratings.',
  cards: CERTIFICATES.map((c) => ({ title: c.title, tooltip: c.tooltip, ratings: c.ratings.map((rating) => ({ rating })) })),
} satisfies CertificatesBlock
