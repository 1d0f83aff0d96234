/**
 * The client's address for rate limits and consent records.
 *
 * X-Forwarded-For is a list anyone can start: a client may send `X-Forwarded-For: 1.2.3.4` and each
 * proxy on the way appends the address it received the request from. Only the entries appended by
 * proxies we run can be believed, and those are the last ones. With `trustedHops` proxies in front
 * of the app, the chain is [...forwardedFor, peer] and the client is the entry `trustedHops` places
 * left of the peer; with none, the client is the socket peer itself and the header is ignored.
 */
export interface ClientAddressInput {
  /** The X-Forwarded-For header as received, or null. */
  readonly forwardedFor: string | null
  /** The TCP peer of this process (the nearest proxy when there is one). */
  readonly peer: string | null
  /** How many proxies in front of the app append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  readonly trustedHops: number
}

const MAX_ADDRESS_LENGTH = 64

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) -> `203.0.113.7`. */
function normalise(address: string): string | null {
  const trimmed = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!trimmed || trimmed.length > MAX_ADDRESS_LENGTH || !/^[0-9a-f.:[\]%a-z-]+$/i.test(trimmed)) return null
  return trimmed
}

export function clientAddress({ forwardedFor, peer, trustedHops }: ClientAddressInput): string | null {
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0
  if (hops === 0) return peer ? normalise(peer) : null
  const chain = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (peer) chain.push(peer)
  // Fewer entries than trusted proxies: the leftmost is as far as the chain goes.
  const index = Math.max(0, chain.length - 1 - hops)
  const candidate = chain[index]
  return candidate ? normalise(candidate) : null
}
