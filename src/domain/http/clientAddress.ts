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

/** The eight 16-bit groups of an IPv6 address ("2001:db8::1", "::ffff:1.2.3.4", "[fe80::1%eth0]"), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase()
  if (!text.includes(':')) return null
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const bytes = v4.slice(1).map(Number)
    if (bytes.some((b) => b > 255)) return null
    text = `${text.slice(0, v4.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => Number.parseInt(g, 16))
}

/**
 * The key a rate limit counts a client under. An IPv6 client is its /64: one subscriber or host is
 * given a whole /64 and can send from any of its 2^64 addresses, so counting each address alone
 * would give one client endless budgets. IPv4 addresses (and anything else) are counted as sent.
 */
export function rateLimitClientKey(address: string | null): string | null {
  if (address === null) return null
  const groups = ipv6Groups(address)
  if (!groups) return address
  // An IPv4 client on a dual-stack socket (::ffff:a.b.c.d) is its IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`
}
