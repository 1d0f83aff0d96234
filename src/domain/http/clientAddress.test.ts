import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

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
