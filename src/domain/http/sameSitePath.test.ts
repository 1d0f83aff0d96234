import { describe, expect, it } from 'vitest'
import { sameSitePath } from './sameSitePath'

describe('sameSitePath', () => {
  it('keeps site paths with their query and fragment', () => {
    expect(sameSitePath('/')).toBe('/')
    expect(sameSitePath('/find-a-dealer/?zip=75001#map')).toBe('/find-a-dealer/?zip=75001#map')
  })

  it('refuses anything a browser could send to another host', () => {
    for (const path of ['//evil.example', '/..//evil.example', '/a/../..//evil.example', '/./%2e%2e//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example', 'evil', '', null]) {
      expect(sameSitePath(path), String(path)).toBeNull()
    }
  })
})
