import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signWebhook, verifyWebhookSignature } from './webhook'

describe('webhook signature', () => {
  it('is sha256= + HMAC-SHA256 of "<timestamp>.<body>"', () => {
    const expected = crypto.createHmac('sha256', 's3cret').update('1700000000.{"a":1}').digest('hex')
    expect(signWebhook('s3cret', '1700000000', '{"a":1}')).toBe(`sha256=${expected}`)
  })

  it('verifies only the exact body, timestamp and secret', () => {
    const signature = signWebhook('s3cret', '1700000000', '{"a":1}')
    expect(verifyWebhookSignature('s3cret', '1700000000', '{"a":1}', signature)).toBe(true)
    expect(verifyWebhookSignature('s3cret', '1700000000', '{"a":2}', signature)).toBe(false)
    expect(verifyWebhookSignature('s3cret', '1700000001', '{"a":1}', signature)).toBe(false)
    expect(verifyWebhookSignature('other', '1700000000', '{"a":1}', signature)).toBe(false)
    expect(verifyWebhookSignature('s3cret', '1700000000', '{"a":1}', 'sha256=short')).toBe(false)
  })
})
