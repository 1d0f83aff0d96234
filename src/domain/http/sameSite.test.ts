import { describe, expect, it } from 'vitest'
import { isJsonContentType, isSameSiteRequest } from './sameSite'

const siteOrigins = ['https://www.example.com', 'http://localhost:3000/']

describe('isSameSiteRequest', () => {
  it('accepts our own origin and requests without browser headers', () => {
    expect(isSameSiteRequest({ origin: 'https://www.example.com', secFetchSite: 'same-origin', siteOrigins })).toBe(true)
    expect(isSameSiteRequest({ origin: 'http://localhost:3000', secFetchSite: null, siteOrigins })).toBe(true)
    expect(isSameSiteRequest({ origin: null, secFetchSite: null, siteOrigins })).toBe(true)
  })

  it('refuses another site, a null origin and a cross-site fetch', () => {
    expect(isSameSiteRequest({ origin: 'https://evil.example', secFetchSite: null, siteOrigins })).toBe(false)
    expect(isSameSiteRequest({ origin: 'https://www.example.com.evil.example', secFetchSite: null, siteOrigins })).toBe(false)
    expect(isSameSiteRequest({ origin: 'null', secFetchSite: null, siteOrigins })).toBe(false)
    expect(isSameSiteRequest({ origin: null, secFetchSite: 'cross-site', siteOrigins })).toBe(false)
  })
})

describe('isJsonContentType', () => {
  it('accepts application/json with parameters and nothing else', () => {
    expect(isJsonContentType('application/json')).toBe(true)
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true)
    expect(isJsonContentType('text/plain')).toBe(false)
    expect(isJsonContentType('application/jsonp')).toBe(false)
    expect(isJsonContentType(null)).toBe(false)
  })
})
