import { describe, expect, it } from 'vitest'
import { clientAddress, rateLimitClientKey } from './clientAddress'

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: the socket peer is the client', () => {
    expect(clientAddress({ forwardedFor: '1.2.3.4', peer: '203.0.113.9', trustedHops: 0 })).toBe('203.0.113.9')
    expect(clientAddress({ forwardedFor: null, peer: '::ffff:203.0.113.9', trustedHops: 0 })).toBe('203.0.113.9')
    expect(clientAddress({ forwardedFor: '1.2.3.4', peer: null, trustedHops: 0 })).toBeNull()
  })

  it('with one trusted proxy, takes the entry that proxy appended, not what the client sent', () => {
    // Client sent "1.2.3.4"; the proxy (peer 10.0.0.2) appended the real client 198.51.100.7.
    expect(clientAddress({ forwardedFor: '1.2.3.4, 198.51.100.7', peer: '10.0.0.2', trustedHops: 1 })).toBe('198.51.100.7')
    expect(clientAddress({ forwardedFor: '198.51.100.7', peer: '10.0.0.2', trustedHops: 1 })).toBe('198.51.100.7')
  })

  it('with two trusted proxies, skips both', () => {
    expect(clientAddress({ forwardedFor: '1.2.3.4, 198.51.100.7, 10.0.0.1', peer: '10.0.0.2', trustedHops: 2 })).toBe('198.51.100.7')
  })

  it('stops at the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(clientAddress({ forwardedFor: null, peer: '10.0.0.2', trustedHops: 3 })).toBe('10.0.0.2')
  })

  it('refuses entries that are not addresses', () => {
    expect(clientAddress({ forwardedFor: 'evil<script>', peer: '10.0.0.2', trustedHops: 1 })).toBeNull()
    expect(clientAddress({ forwardedFor: 'x'.repeat(100), peer: '10.0.0.2', trustedHops: 1 })).toBeNull()
  })
})

describe('rateLimitClientKey', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '[2001:db8:1:2::5]', '2001:db8:1:2::7%eth0']) {
      expect(rateLimitClientKey(address), address).toBe(key)
    }
    expect(rateLimitClientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitClientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('keeps IPv4 addresses (also on a dual-stack socket) and what is not an address as they are', () => {
    expect(rateLimitClientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitClientKey('unknown')).toBe('unknown')
    expect(rateLimitClientKey('1:2:3')).toBe('1:2:3')
    expect(rateLimitClientKey(null)).toBeNull()
  })
})
