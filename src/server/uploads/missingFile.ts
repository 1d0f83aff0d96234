import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** What a request for an upload file that is not there is told. */
export const MISSING_FILE_MESSAGE = 'No such file.'

/**
 * Upload handler (Payload's `upload.handlers`): a file the folder does not hold is a 404 with a
 * message. Payload's own file route answers such a request, a guessed name or a file lost from the
 * disk, with a 500 ("Something went wrong."). Anything else falls through to Payload, which serves
 * the file (and refuses a name that leaves the folder).
 */
export function missingFileIs404(staticDir: string): UploadHandler {
  const folder = path.resolve(staticDir)
  const answer = async (filename: string): Promise<Response | undefined> => {
    const file = path.resolve(folder, filename)
    if (!file.startsWith(folder + path.sep)) return undefined
    try {
      await fs.stat(file)
      return undefined
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return undefined
      return Response.json({ errors: [{ message: MISSING_FILE_MESSAGE }] }, { status: 404 })
    }
  }
  // Payload's type says void or a Response; it uses what a handler gives only when it is a Response.
  return (_req, { params }) => answer(params.filename) as Promise<void>
}
