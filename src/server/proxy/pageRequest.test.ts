import net from 'node:net'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'
import { checkPagePath } from './pageRequest'
import { setEnv } from '../../../tests/support/env'

let restorePort = () => {}
afterEach(() => restorePort())

/** A port on the loopback address that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: free } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return free
}

describe('checkPagePath', () => {
  it('when the path check cannot reach this server, the request goes on (no 404 for a page that may exist)', async () => {
    restorePort = setEnv({ PORT: String(await closedPort()) })
    const response = await checkPagePath(new NextRequest('http://localhost/dealers/sample-heating-austin-tx-900001/'), undefined)
    expect(response).toBeNull()
  })
})
