import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('plain')).toBe('plain')
  })

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+15555550123')).toBe("'+15555550123")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('-2')).toBe("'-2")
  })

  it('writes empty cells for null and undefined, JSON for objects', () => {
    expect(csvRow([null, undefined, 0, false, [1, 2]])).toBe(',,0,false,"[1,2]"\r\n')
  })
})
