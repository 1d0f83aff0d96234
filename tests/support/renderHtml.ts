import type React from 'react'
import { prerender } from 'react-dom/static'

/**
 * Server HTML of a block as a page render produces it, for tests: waits for split client parts
 * (next/dynamic boundaries), which a synchronous renderToStaticMarkup cannot.
 */
export async function renderHtml(element: React.ReactNode): Promise<string> {
  return new Response((await prerender(element)).prelude).text()
}
