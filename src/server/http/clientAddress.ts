import { loadEnv } from '@/lib/env'
import http from 'node:http'
import net from 'node:net'
import { clientAddress } from '@/domain/http/clientAddress'

/**
 * Next.js route handlers never see the socket: Next.js only copies the peer address into
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
  // The prototype is shared by the site's server (src/server/http/serve.ts), created before this runs.
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
  const value = loadEnv().TRUST_PROXY_HOPS
  return Number.isInteger(value) && value >= 0 ? value : 0
}

/**
 * TRUSTED_PROXIES: the addresses (or CIDR ranges) of the proxies in front of the app, comma-separated.
 * Set, X-Forwarded-For is read only on a request whose TCP peer is one of them: a client that reaches
 * the app directly (a port left open, a second network) cannot choose its address by sending the
 * header. Unset, every peer counts as a proxy (TRUST_PROXY_HOPS alone decides).
 */
function parseTrustedProxies(value: string): net.BlockList | null {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0) return null
  const list = new net.BlockList()
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/')
    const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
    const prefix = bits === undefined ? undefined : Number(bits)
    if (!family || extra !== undefined || (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 'ipv4' ? 32 : 128) || !/^\d+$/.test(bits ?? '')))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (203.0.113.7, 10.0.0.0/8, 2001:db8::/32)`)
    }
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, prefix, family)
  }
  return list
}

let trustedProxiesSource: string | undefined
let trustedProxiesList: net.BlockList | null = null

function peerIsTrustedProxy(peer: string | null): boolean {
  const source = loadEnv().TRUSTED_PROXIES
  if (source !== trustedProxiesSource) {
    trustedProxiesList = parseTrustedProxies(source)
    trustedProxiesSource = source
  }
  if (!trustedProxiesList) return true
  if (!peer) return false
  const address = peer.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
  return family !== null && trustedProxiesList.check(address, family)
}

/** The client address of a request, for rate limits and consent records (see docs/configuration.md). */
export function requestClientAddress(headers: Headers): string | null {
  const peer = headers.get(PEER_ADDRESS_HEADER)
  return clientAddress({
    forwardedFor: headers.get('x-forwarded-for'),
    peer,
    // A peer that is not one of the configured proxies reached the app directly: its header is its own.
    trustedHops: peerIsTrustedProxy(peer) ? trustedProxyHops() : 0,
  })
}
