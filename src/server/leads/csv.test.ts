import { describe, expect, it } from 'vitest'
import { csvRow } from './csv'

describe('csvRow', () => {
  it('writes empty cells for null and undefined, JSON for objects', () => {
    expect(csvRow([null, undefined, 0, false, [1, 2]])).toBe(',,0,false,"[1,2]"\r\n')
  })
})
