import { loadEnv } from '@/lib/env'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { adminOnly, anyone } from '@/access'
import { siteRelativeUploadUrls } from '@/collections/siteRelativeUploadUrls'
import { DOCUMENTS_SLUG } from '@/collections/slugs'
import { uploadResponseHeaders } from '@/collections/uploadResponseHeaders'
import { refusePdfsWithActions } from '@/server/uploads/pdfActions'
import { missingFileIs404 } from '@/server/uploads/missingFile'

const STATIC_DIR = path.resolve(process.cwd(), loadEnv().DOCUMENTS_DIR ?? path.join(loadEnv().MEDIA_DIR, '..', 'documents'))

export const DOCUMENT_KINDS = [
  { value: 'limitedWarranty', label: 'Limited warranty' },
  { value: 'serialNumberInstructions', label: 'Serial number instructions' },
  { value: 'certificate', label: 'Manufacturer certificate' },
  { value: 'other', label: 'Other document' },
] as const

/**
 * PDF downloads (limited warranties, serial-number instructions, manufacturer certificates). Media
 * takes images only; these are kept apart so an image field can never pick a PDF. Stored beside the
 * media folder unless DOCUMENTS_DIR says otherwise.
 */
export const Documents: CollectionConfig = {
  slug: DOCUMENTS_SLUG,
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'kind', 'filename', 'updatedAt'] },
  hooks: { beforeValidate: [refusePdfsWithActions], afterRead: [siteRelativeUploadUrls] },
  upload: {
    modifyResponseHeaders: uploadResponseHeaders,
    staticDir: STATIC_DIR,
    handlers: [missingFileIs404(STATIC_DIR)],
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Document title', required: true, admin: { description: 'Shown as the link text where the document is offered for download.' } },
    {
      name: 'kind',
      type: 'select',
      label: 'Kind of document',
      required: true,
      defaultValue: 'other',
      options: DOCUMENT_KINDS.map((kind) => ({ ...kind })),
    },
    {
      name: 'sample',
      type: 'checkbox',
      label: 'Sample document (demo content, not a real warranty or certificate)',
      defaultValue: false,
    },
  ],
}
