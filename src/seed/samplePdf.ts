/**
 * A one-page PDF of plain text lines, for the sample documents the seed uploads (no real warranty or
 * certificate ships with this project). Helvetica, ASCII only: other characters become '?'.
 */
export function samplePdf(title: string, lines: string[]): Buffer {
  const ascii = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\x20-\x7e]/g, '?')
  const escape = (text: string) => ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)
  const body = [`BT /F1 20 Tf 72 740 Td (${escape(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${704 - i * 18} Td (${escape(line)}) Tj ET`)].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ]
  return pdfOf(objects, '1.4')
}

/** A PDF file of the given objects (numbered from 1; the first is the catalog), with its cross-reference table. */
export function pdfOf(objects: string[], version: string): Buffer {
  let pdf = `%PDF-${version}\n`
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
