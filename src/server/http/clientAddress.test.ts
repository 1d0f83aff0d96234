import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { PEER_ADDRESS_HEADER, requestClientAddress } from './clientAddress'
import { setEnv } from '../../../tests/support/env'

let restore = () => {}
afterEach(() => restore())

const from = (peer: string, forwardedFor: string) => requestClientAddress(new Headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': forwardedFor }))

describe('TRUSTED_PROXIES (issue 40)', () => {
  it('reads X-Forwarded-For only on a request from a configured proxy; any other peer is the client', () => {
    restore = setEnv({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '127.0.0.1, 10.1.0.0/16, 2001:db8::/32' })
    expect(from('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
    expect(from('::ffff:10.1.2.3', '198.51.100.8')).toBe('198.51.100.8')
    expect(from('2001:db8::5', '198.51.100.9')).toBe('198.51.100.9')
    expect(from('203.0.113.50', '198.51.100.7')).toBe('203.0.113.50')
  })

  it('without it, TRUST_PROXY_HOPS alone decides, as before', () => {
    restore = setEnv({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: undefined })
    expect(from('203.0.113.50', '198.51.100.7')).toBe('198.51.100.7')
  })

  it('refuses an entry that is not an address or a range, naming it', () => {
    // The configuration refuses it when the process starts (src/lib/env).
    for (const entry of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '::1/x']) {
      expect(() => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), TRUSTED_PROXIES: `127.0.0.1,${entry}` }), entry).toThrow(`TRUSTED_PROXIES has "${entry}"`)
    }
  })
})
