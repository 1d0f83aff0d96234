import type { Payload } from 'payload'
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
import { gridItems, type GridKind } from '@/domain/tools/tipsGrids'
import { WARRANTY_DOCUMENT_KINDS, WARRANTY_DOCUMENT_TITLES } from '@/domain/tools/warranty'
import type { Page } from '@/payload-types'
import { samplePdf } from './samplePdf'
import { ensurePage } from './pages'
import { contentBlock, heading, paragraph } from './richText'

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
    lines: [SAMPLE_NOTE, '', 'Base limited warranty: parts, about 5 years from installation.', 'Registered within 60 days of installation: parts, about 10 years.', 'Labor is not covered; dealers offer optional extended plans.'],
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
    warrantyModalButtonsFixture,
    { ...warrantyTypesFixture, documents: warrantyIds },
    { ...certificatesFixture, cards: certificatesFixture.cards.map((card) => ({ ...card, document: idOf(`${card.title} certificate`) })) },
    registerButtonFixture,
  ])
  await seedPage(payload, report, 'resources/repair-or-replace', 'Repair or Replace', 'Should you repair or replace your heating and cooling system? A calculator and a guide.', [
    sampleContent('Repair or replace your system?', 'When a heating or cooling system breaks down, the right choice depends on its age, the repair estimate and how long you plan to stay. Start with the calculator, then read the guide.'),
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
      sampleContent(hub.title, hub.kind === 'maintenance' ? 'Simple care that keeps your system efficient. Choose your equipment.' : 'Something not working? Choose your equipment for the first checks to make.', false),
      hub.block,
    ])
    for (const item of gridItems(hub.kind)) {
      const title = `${hub.title}: ${item.title}`
      await seedPage(payload, report, `${hub.slug}/${item.slug}`, title, `${item.description}`, [sampleContent(title, item.description)])
    }
  }
}

function seedPage(payload: Payload, report: Report, slug: string, title: string, description: string, layout: Layout): Promise<void> {
  return ensurePage(payload, report, { slug, title, description, layout })
}

/** A page's h1 and intro; for the grid cards' pages a placeholder note too, until an editor writes them. */
function sampleContent(title: string, description: string, placeholder = true): Layout[number] {
  return contentBlock([
    heading('h1', `${title}`),
    paragraph(description),
    ...(placeholder ? [paragraph('The full tips for this topic are still to be written.')] : []),
  ])
}
