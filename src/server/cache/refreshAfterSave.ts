import { nextRuntime } from '@/lib/env'
import { after } from 'next/server'
import type { PayloadRequest } from 'payload'
import { REFRESH_SETTLE_MS } from '@/domain/pages/cacheTags'

/**
 * Refreshes what a save in the admin changes on the site (`refresh`: its revalidatePath and
 * revalidateTag calls): now, so visitors see the change on their next visit, and once more
 * REFRESH_SETTLE_MS after the save's response has been sent.
 *
 * Why twice: Payload runs the change hooks inside the save's transaction, before it commits, and
 * Next.js stamps a page it stores with the time its render ended, not the time it read the data. A
 * render that read the old content (before the commit) and stored its page after the first refresh
 * counted as fresh, and visitors got the old content until the page's next revalidation, up to an
 * hour later. By the second refresh the transaction has committed and such a render has ended.
 *
 * Nothing happens when the save asks for none (`context.disableRevalidate`: the seed, imports) or
 * outside Next.js (scripts, the jobs worker, tests): no page cache lives in such a process, and
 * Next.js refuses the calls there.
 */
export function refreshAfterSave(req: Pick<PayloadRequest, 'context' | 'payload'>, refresh: () => void): void {
  if (req.context.disableRevalidate || !nextRuntime()) return
  try {
    refresh()
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, REFRESH_SETTLE_MS))
      refresh()
    })
  } catch (error) {
    // Not within a request (a save made by a Next.js process's own background work, e.g. a job): the
    // pages regenerate on their own schedule; the save itself stands.
    req.payload.logger.warn({ err: error, msg: 'a save outside a request: pages not refreshed' })
  }
}
