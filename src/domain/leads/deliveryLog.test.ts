import { describe, expect, it } from 'vitest'
import { MAX_LOG_LINES, appendAttempt, deliveryErrorInWords, readAttempts } from './deliveryLog'

describe('delivery log', () => {
  it('keeps each attempt with its time, outcome, recipient and error, oldest first', () => {
    let log = appendAttempt(null, { at: '2026-11-25T12:00:00.000Z', outcome: 'failed', error: 'SMTP timeout' })
    log = appendAttempt(log, { at: '2026-11-25T12:05:00.000Z', outcome: 'delivered', to: 'dealer@example.com' })
    expect(readAttempts(log)).toEqual([
      { at: '2026-11-25T12:00:00.000Z', outcome: 'failed', to: null, error: 'SMTP timeout' },
      { at: '2026-11-25T12:05:00.000Z', outcome: 'delivered', to: 'dealer@example.com', error: null },
    ])
  })
  it('keeps only the newest attempts', () => {
    let log = ''
    for (let i = 0; i < MAX_LOG_LINES + 5; i++) log = appendAttempt(log, { at: `2026-11-25T12:${String(i).padStart(2, '0')}:00.000Z`, outcome: 'failed' })
    const attempts = readAttempts(log)
    expect(attempts).toHaveLength(MAX_LOG_LINES)
    expect(attempts[0]!.at).toBe('2026-11-25T12:05:00.000Z')
  })
  it('skips lines that are not attempts', () => {
    expect(readAttempts('not json\n{"at":1}\n{"at":"x","outcome":"maybe"}')).toEqual([])
    expect(readAttempts(null)).toEqual([])
  })
  it('reads errors logged in older words (setting names, code) as an editor reads them today', () => {
    const log = appendAttempt(null, { at: '2026-11-28T12:00:00.000Z', outcome: 'failed', error: 'CRM_WEBHOOK_URL is not set' })
    expect(readAttempts(log)[0]!.error).toBe('Not sent to a CRM: no CRM is connected')
    expect(deliveryErrorInWords('CRM webhook answered 502: Bad gateway')).toBe('The CRM refused the lead (answer 502: Bad gateway)')
    expect(deliveryErrorInWords('CRM webhook unreachable: ECONNREFUSED')).toBe('The CRM could not be reached (ECONNREFUSED)')
    expect(deliveryErrorInWords('No dealer with company ID 12, and LEAD_BRAND_EMAIL is not set to route it to the brand')).toBe(
      'No dealer with company ID 12, and no brand lead inbox is set up to take it instead',
    )
    expect(deliveryErrorInWords('SMTP timeout')).toBe('SMTP timeout')
  })
})
