import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PATCHES, patchText } from './payload.mjs'

const installed = (file: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8')

describe('patches of installed packages (scripts/patches/payload.mjs)', () => {
  it('are applied by the install, and applying them again changes nothing', () => {
    for (const { file, replacements } of PATCHES) {
      const text = installed(file)
      for (const [, to] of replacements) expect(text, file).toContain(to)
      expect(patchText(text, replacements, file)).toBe(text)
    }
  })

  it('patch the text Payload ships, and stop the install when that text has changed', () => {
    for (const { file, replacements } of PATCHES) {
      const patched = installed(file)
      const shipped = replacements.reduce((text, [from, to]) => text.replace(to, from), patched)
      expect(shipped).not.toBe(patched)
      expect(patchText(shipped, replacements, file)).toBe(patched)
      const [from] = replacements[0]!
      expect(() => patchText(shipped.replace(from, '/* changed upstream */'), replacements, file)).toThrow(/not there exactly once/)
    }
  })
})
