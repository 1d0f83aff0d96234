/** Runs once when a Next.js server process starts: refuse to serve with bad config or an old schema. */
export async function register() {
  // The one read outside src/lib/env: Next replaces this literal expression at build time, per
  // runtime, so the edge build drops the Node-only imports below. Behind a function call
  // (nextRuntime()) it cannot, and the edge build fails on Payload's Node-only modules.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { stampPeerAddress } = await import('./server/http/clientAddress')
  stampPeerAddress()
  const { checkStartup } = await import('./server/startup')
  await checkStartup()
}
