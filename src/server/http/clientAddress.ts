import http from 'node:http'
import { clientAddress } from '@/domain/http/clientAddress'

/**
 * Next.js route handlers never see the socket: `next start` only copies the peer address into
 * X-Forwarded-For when the client sent none, so a client-sent header is indistinguishable from a
 * proxy's. `stampPeerAddress` (called once from src/instrumentation.ts) therefore writes the TCP
 * peer of every incoming request into this header, overwriting whatever a client put there.
 */
export const PEER_ADDRESS_HEADER = 'x-peer-address'

let stamped = false

export function stampPeerAddress(): void {
  if (stamped) return
  stamped = true
  const emit = http.Server.prototype.emit
  // The prototype is shared by the server `next start` has already created, so this covers it.
  http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    const request = args[0]
    if (event === 'request' && request instanceof http.IncomingMessage) {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  }
}

/** TRUST_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For (default 0). */
export function trustedProxyHops(): number {
  const value = Number(process.env.TRUST_PROXY_HOPS ?? 0)
  return Number.isInteger(value) && value >= 0 ? value : 0
}

/** The client address of a request, for rate limits and consent records (see docs/configuration.md). */
export function requestClientAddress(headers: Headers): string | null {
  return clientAddress({
    forwardedFor: headers.get('x-forwarded-for'),
    peer: headers.get(PEER_ADDRESS_HEADER),
    trustedHops: trustedProxyHops(),
  })
}
