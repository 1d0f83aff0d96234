/**
 * Reads a request body as JSON without ever holding more than `maxBytes` of it: a declared or
 * actual size above the limit is `too-large` (413) before any parsing.
 */
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'invalid-json' }

export type TextBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'invalid-json' }

/** The body as text, never holding more than `maxBytes` of it. */
export async function readTextBody(request: Request, maxBytes: number): Promise<TextBody> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, reason: 'too-large' }
  }
  if (!request.body) return { ok: false, reason: 'invalid-json' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const body = await readTextBody(request, maxBytes)
  if (!body.ok) return body
  try {
    return { ok: true, value: JSON.parse(body.text) }
  } catch {
    return { ok: false, reason: 'invalid-json' }
  }
}
