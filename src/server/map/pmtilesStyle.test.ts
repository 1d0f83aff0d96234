import { describe, expect, it } from 'vitest'
import { PMTILES_SOURCE, pmtilesStyle } from './pmtilesStyle'

describe('pmtilesStyle', () => {
  it('reads a path on this site through the pmtiles protocol, with no text layers without glyphs', () => {
    const style = pmtilesStyle({ archiveUrl: '/tiles/ny.pmtiles', siteUrl: 'https://www.example.com' })
    expect(style.sources[PMTILES_SOURCE]).toMatchObject({ type: 'vector', url: 'pmtiles://https://www.example.com/tiles/ny.pmtiles' })
    expect(style.glyphs).toBeUndefined()
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false)
    expect(style.layers.some((layer) => layer.id === 'roads_highway')).toBe(true)
  })

  it('adds street and place names with self-hosted glyphs', () => {
    const style = pmtilesStyle({ archiveUrl: 'https://tiles.example.com/us.pmtiles', glyphsUrl: '/map-fonts/{fontstack}/{range}.pbf', siteUrl: 'https://www.example.com' })
    expect(style.sources[PMTILES_SOURCE]).toMatchObject({ url: 'pmtiles://https://tiles.example.com/us.pmtiles' })
    expect(style.glyphs).toBe('https://www.example.com/map-fonts/{fontstack}/{range}.pbf')
    expect(style.layers.some((layer) => layer.id === 'places_locality')).toBe(true)
  })
})
