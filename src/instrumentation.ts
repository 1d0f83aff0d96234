import { nextRuntime } from './lib/env/runtime'

/** Runs once when a Next.js server process starts: refuse to serve with bad config or an old schema. */
export async function register() {
  if (nextRuntime() !== 'nodejs') return
  const { stampPeerAddress } = await import('./server/http/clientAddress')
  stampPeerAddress()
  const { checkStartup } = await import('./server/startup')
  await checkStartup()
}
