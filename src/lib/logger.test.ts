import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: createLogger(stream), lines }
}

describe('logger', () => {
  it('logs an error with a 4xx status (a refused request) as one warning without the stack', () => {
    const { logger, lines } = capture()
    const refused = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 })
    logger.error({ err: refused })
    expect(lines).toEqual([expect.objectContaining({ level: 40, status: 403, msg: 'You are not allowed to perform this action.' })])
    expect(JSON.stringify(lines[0])).not.toContain('stack')
  })

  it('keeps real failures at error level with their stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('database down') }, 'query failed')
    expect(lines[0]).toMatchObject({ level: 50, msg: 'query failed' })
    expect(JSON.stringify(lines[0])).toContain('stack')
  })
})
