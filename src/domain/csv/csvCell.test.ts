import { describe, expect, it } from 'vitest'
import { csvCell, unguardCsvCell } from './csvCell'

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

  it('quotes leading and trailing spaces so they survive', () => {
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it('reads its own guard back: a re-imported export has the values it had', () => {
    for (const value of ['=1+1', '-97.74', '+15555550123', '@home', 'plain', "'quoted"]) {
      expect(unguardCsvCell(csvCell(value))).toBe(value)
    }
  })
})
