import type { Payload } from 'payload'
import { dealerCarouselFixture } from '@/blocks/DealerCarousel/fixtures'
import { certificatesFixture } from '@/blocks/Certificates/fixtures'
import { commonIssuesFixture } from '@/blocks/CommonIssues/fixtures'
import { registerButtonFixture } from '@/blocks/RegisterButton/fixtures'
import { repairCalculatorFixture } from '@/blocks/RepairCalculator/fixtures'
import { repairGuideFixture } from '@/blocks/RepairGuide/fixtures'
import { maintenanceGridFixture, troubleshootingGridFixture } from '@/blocks/TipsGrid/fixtures'
import { warrantyHeroFixture } from '@/blocks/WarrantyHero/fixtures'
import { warrantyModalButtonsFixture } from '@/blocks/WarrantyModalButtons/fixtures'
import { warrantyTypesFixture } from '@/blocks/WarrantyTypes/fixtures'
import { DOCUMENTS_SLUG } from '@/collections/slugs'
import { CERTIFICATES } from '@/domain/tools/certificates'
import { gridItemPath, gridItems, type GridKind } from '@/domain/tools/tipsGrids'
import { WARRANTY_DOCUMENT_KINDS, WARRANTY_DOCUMENT_TITLES } from '@/domain/tools/warranty'
import type { Page } from '@/payload-types'
import { samplePdf } from './samplePdf'
import { ensurePage } from './pages'
import { GUIDES } from './guides'
import { contentBlock, heading, list, pageIntro, paragraph } from './richText'

type Report = { created: string[]; kept: string[] }
type Layout = NonNullable<Page['layout']>

const ctx = { disableRevalidate: true }
const SAMPLE_NOTE = 'SAMPLE DOCUMENT for a demo site. Not a real warranty, certificate or instruction.'

type SampleDoc = { title: string; kind: 'limitedWarranty' | 'serialNumberInstructions' | 'certificate'; filename: string; lines: string[] }

const SAMPLE_DOCS: SampleDoc[] = [
  ...WARRANTY_DOCUMENT_KINDS.map((kind) => ({
    title: `${WARRANTY_DOCUMENT_TITLES[kind]}`,
    kind: 'limitedWarranty' as const,
    filename: `sample-limited-warranty-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.pdf`,
    lines: [SAMPLE_NOTE, '', 'Base limited warranty: parts, 5 years from installation.', 'Registered within 60 days of installation: parts, 10 years.', 'Labor is not covered; dealers offer optional extended plans.'],
  })),
  {
    title: 'Where to find your serial number',
    kind: 'serialNumberInstructions',
    filename: 'sample-serial-number-instructions.pdf',
    lines: [SAMPLE_NOTE, '', 'Outdoor units: on the nameplate on the side of the cabinet.', 'Furnaces and air handlers: inside the lower access door.', 'The serial number is usually 10 characters after "S/N".'],
  },
  ...CERTIFICATES.map((cert, i) => ({
    title: `${cert.title} certificate`,
    kind: 'certificate' as const,
    filename: `sample-certificate-${i + 1}.pdf`,
    lines: [SAMPLE_NOTE, '', `Equipment: ${cert.title}`, `Required ratings: ${cert.ratings.join(', ')}`],
  })),
]

/**
 * The homeowner-tool pages (reading 35): /warranty/ and /resources/repair-or-replace/, the sample PDFs
 * they link (Documents, marked sample), and the two grids' hub pages with the 20 simple pages their
 * cards link to. Idempotent: existing documents and pages are kept as they are.
 */
export async function seedTools(payload: Payload, report: Report): Promise<void> {
  const docs = new Map<string, number>()
  let createdDocs = 0
  for (const doc of SAMPLE_DOCS) {
    const existing = await payload.find({ collection: DOCUMENTS_SLUG, where: { title: { equals: doc.title } }, limit: 1, depth: 0 })
    if (existing.docs[0]) {
      docs.set(doc.title, existing.docs[0].id)
      continue
    }
    const data = samplePdf(doc.title, doc.lines)
    const created = await payload.create({
      collection: DOCUMENTS_SLUG,
      data: { title: doc.title, kind: doc.kind, sample: true },
      file: { data, mimetype: 'application/pdf', name: doc.filename, size: data.length },
      context: ctx,
    })
    docs.set(doc.title, created.id)
    createdDocs++
  }
  if (createdDocs) report.created.push(`sample documents (${createdDocs} PDFs)`)
  else report.kept.push('sample documents')

  const idOf = (title: string) => docs.get(title) ?? null
  const warrantyIds = WARRANTY_DOCUMENT_KINDS.map((kind) => idOf(`${WARRANTY_DOCUMENT_TITLES[kind]}`)).filter((id): id is number => id !== null)
  const serialId = idOf('Where to find your serial number')

  await seedPage(payload, report, 'warranty', 'Warranty', 'Register a product, look up a warranty and download limited warranties and certificates.', [
    { ...warrantyHeroFixture, serialNumberDocument: serialId },
    // The hero above already opens the look-up; the row below it offers the other two.
    { ...warrantyModalButtonsFixture, buttons: warrantyModalButtonsFixture.buttons.filter((button) => button.kind !== 'lookup') },
    { ...warrantyTypesFixture, documents: warrantyIds },
    { ...certificatesFixture, cards: certificatesFixture.cards.map((card) => ({ ...card, document: idOf(`${card.title} certificate`) })) },
    registerButtonFixture,
  ])
  await seedPage(payload, report, 'resources/repair-or-replace', 'Repair or Replace', 'Should you repair or replace your heating and cooling system? A calculator and a guide.', [
    pageIntro('Repair or replace your system?', 'When a heating or cooling system breaks down, the right choice depends on its age, the repair estimate and how long you plan to stay. Start with the calculator, then read the guide.'),
    repairCalculatorFixture,
    repairGuideFixture,
    commonIssuesFixture,
  ])

  const hubs: { kind: GridKind; slug: string; title: string; block: Layout[number] }[] = [
    { kind: 'maintenance', slug: 'resources/maintenance-tips', title: 'Maintenance Tips', block: maintenanceGridFixture },
    { kind: 'troubleshooting', slug: 'resources/troubleshooting', title: 'Troubleshooting', block: troubleshootingGridFixture },
  ]
  for (const hub of hubs) {
    await seedPage(payload, report, hub.slug, hub.title, `${hub.title} for your heating and cooling system.`, [
      pageIntro(hub.title, hub.kind === 'maintenance' ? 'Simple care that keeps your system efficient. Choose your equipment.' : 'Something not working? Choose your equipment for the first checks to make.'),
      hub.block,
      // The next step after the checks: a dealer near the visitor for a tune-up or a repair.
      { ...dealerCarouselFixture, title: hub.kind === 'maintenance' ? 'Book a tune-up near you' : 'Dealers who can fix it near you' },
    ])
    for (const item of gridItems(hub.kind)) {
      const title = `${hub.title}: ${item.title}`
      await seedPage(payload, report, `${hub.slug}/${item.slug}`, title, item.description, guideLayout(hub.kind, item.slug, title, item.description))
    }
  }
}

function seedPage(payload: Payload, report: Report, slug: string, title: string, description: string, layout: Layout): Promise<void> {
  return ensurePage(payload, report, { slug, title, description, layout })
}

/** A grid card's page: the steps, the safety note, when to call, then a dealer and the related guide. */
function guideLayout(kind: GridKind, slug: string, title: string, description: string): Layout {
  const guide = GUIDES[kind][slug]
  const other: GridKind = kind === 'maintenance' ? 'troubleshooting' : 'maintenance'
  const related = gridItems(other).some((item) => item.slug === slug)
    ? { url: gridItemPath(other, slug), label: kind === 'maintenance' ? 'Troubleshooting this system' : 'Maintenance for this system' }
    : { url: gridItemPath(other, '').replace(/[^/]*\/$/, ''), label: kind === 'maintenance' ? 'Troubleshooting guides' : 'Maintenance tips' }
  return [
    contentBlock([
      heading('h1', title),
      paragraph(description),
      ...(guide
        ? [
            heading('h2', kind === 'maintenance' ? 'What to do' : 'Checks to make first'),
            list(guide.steps, true),
            ...(guide.safety ? [heading('h2', 'Safety first'), paragraph(guide.safety)] : []),
            heading('h2', 'When to call a dealer'),
            paragraph(guide.callWhen),
          ]
        : []),
    ]),
    {
      blockType: 'buttons',
      alignment: 'left',
      buttons: [
        { link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer', trackingText: `${title}: find a dealer`, appearance: { background: 'baby-blue', cornerRadius: 'full', width: 'fit', showIcon: true } } },
        { link: { type: 'custom', url: related.url, label: related.label, trackingText: `${title}: ${related.label}`, appearance: { background: 'none', cornerRadius: 'full', width: 'fit', showIcon: false } } },
      ],
    },
  ]
}
