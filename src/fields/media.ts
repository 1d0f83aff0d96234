import type { TextField, UploadField } from 'payload'

/** An image from the media library. Blocks accept id | object | null for it (see MediaImage). */
export function media(name: string, label: string, description?: string): UploadField {
  return { name, type: 'upload', relationTo: 'media', label, admin: description ? { description } : undefined }
}

/** A block's visible heading. */
export function heading({ name = 'heading', label = 'Heading', required = false, defaultValue }: { name?: string; label?: string; required?: boolean; defaultValue?: string } = {}): TextField {
  return { name, type: 'text', label, required, defaultValue }
}
