import fs from 'node:fs/promises'
import zlib from 'node:zlib'
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

/**
 * Whether a PDF holds actions a reader may run: JavaScript (`/JavaScript`, `/JS`) or launching a
 * program or file (`/Launch`). Looked for in the file's objects, those written in the clear and
 * those packed into compressed object streams (`/ObjStm`, Flate), with `#xx` escapes in names
 * decoded as readers do. Page content and images are not read (random bytes would match).
 * Best effort: an object stream under another filter is not read. The site refuses such PDFs at
 * upload (Documents), and docs/security.md says what else applies to PDFs.
 */
const ACTION = /\/(?:JavaScript|JS|Launch)(?=[\s/[\]<>(){}%]|$)/

const hasAction = (text: string) => ACTION.test(text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))))

function inflated(stream: Buffer): string | null {
  try {
    return zlib.inflateSync(stream, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1')
  } catch {
    return null
  }
}

export function pdfHasActions(data: Buffer): boolean {
  const text = data.toString('latin1')
  let clear = ''
  let from = 0
  for (;;) {
    const keyword = text.indexOf('stream', from)
    // `endstream` is not a stream's start.
    if (keyword < 0) break
    if (text.slice(keyword - 3, keyword) === 'end') {
      from = keyword + 6
      continue
    }
    let body = keyword + 'stream'.length
    if (text[body] === '\r') body++
    if (text[body] === '\n') body++
    const end = text.indexOf('endstream', body)
    if (end < 0) break
    const dictionary = text.slice(Math.max(from, text.lastIndexOf('obj', keyword)), keyword)
    clear += text.slice(from, keyword)
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      const objects = inflated(data.subarray(body, end))
      if (objects !== null && hasAction(objects)) return true
    }
    from = end + 'endstream'.length
  }
  clear += text.slice(from)
  return hasAction(clear)
}

export const PDF_ACTIONS_MESSAGE =
  'This PDF contains scripts or actions that open other programs, which the site does not serve. Save it again without them (for example with "Print to PDF") and upload that file.'

/** Documents hook: an uploaded (or replaced) PDF with actions is refused with a message for the editor. */
export const refusePdfsWithActions: CollectionBeforeValidateHook = async ({ req, data }) => {
  const file = req.file
  if (!file) return data
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  if (bytes && pdfHasActions(bytes)) throw new ValidationError({ collection: req.routeParams?.collection as string | undefined, errors: [{ message: PDF_ACTIONS_MESSAGE, path: 'file' }] })
  return data
}
