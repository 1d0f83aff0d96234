import { describe, expect, it } from 'vitest'
import { checkRedirect, findRedirect, normalizeSitePath, sitePathFromInput } from './redirects'

const pages = new Set(['home', 'products/thermostat-controls/smart-thermostats', 'rebates'])
const exists = async (slug: string) => pages.has(slug)

describe('normalizeSitePath', () => {
  it('gives one form for the slash, case and query variants', () => {
    for (const raw of ['/Rebates', '/rebates/', ' /rebates?x=1', '/rebates#faq']) expect(normalizeSitePath(raw)).toBe('/rebates/')
    expect(normalizeSitePath('/')).toBe('/')
  })
  it('refuses what is not a site path', () => {
    for (const raw of ['rebates', '//evil.example/', 'https://example.com/', '/a b/']) expect(normalizeSitePath(raw)).toBeNull()
  })
})

describe('sitePathFromInput', () => {
  it('reads the forms an editor types, including a page path without slashes', () => {
    for (const raw of ['rebates', '/rebates', 'Rebates/', ' /rebates/?x=1 ']) expect(sitePathFromInput(raw)).toBe('/rebates/')
    expect(sitePathFromInput('resources/Editor Test/')).toBe('/resources/editor-test/')
    expect(sitePathFromInput('/')).toBe('/')
  })
  it('refuses another scheme or host and characters no path may hold', () => {
    for (const raw of ['//evil.example/', 'https://example.com/', 'javascript:alert(1)', 'mailto:a@b.c', '/a"b/', '/a<b>/']) expect(sitePathFromInput(raw)).toBeNull()
  })
})

describe('checkRedirect', () => {
  it('accepts the path as a page stores it (no slashes) as well as the site form', async () => {
    expect(await checkRedirect({ from: 'Old Rebates', to: 'rebates' }, exists)).toEqual({ ok: true, from: '/old-rebates/', to: '/rebates/' })
  })

  it('accepts a redirect to a published page and normalises both paths', async () => {
    const result = await checkRedirect(
      { from: '/products/thermostats-and-controls/smart-thermostats', to: '/products/thermostat-controls/smart-thermostats' },
      exists,
    )
    expect(result).toEqual({ ok: true, from: '/products/thermostats-and-controls/smart-thermostats/', to: '/products/thermostat-controls/smart-thermostats/' })
  })
  it('refuses a target no published page answers, with a message naming it', async () => {
    const result = await checkRedirect({ from: '/old/', to: '/nowhere/' }, exists)
    expect(result).toEqual({ ok: false, field: 'to', message: 'No published page answers /nowhere/. Publish that page first, or choose another target.' })
  })
  it('refuses loops, reserved paths and malformed input', async () => {
    expect(await checkRedirect({ from: '/rebates/', to: '/Rebates' }, exists)).toMatchObject({ ok: false, field: 'to' })
    expect(await checkRedirect({ from: '/admin/', to: '/rebates/' }, exists)).toMatchObject({ ok: false, field: 'from' })
    expect(await checkRedirect({ from: '/', to: '/rebates/' }, exists)).toMatchObject({ ok: false, field: 'from' })
    expect(await checkRedirect({ from: 42, to: '/rebates/' }, exists)).toMatchObject({ ok: false, field: 'from' })
    expect(await checkRedirect({ from: '/old/', to: 'javascript:alert(1)' }, exists)).toMatchObject({ ok: false, field: 'to' })
  })
  it('allows an https address as the target', async () => {
    expect(await checkRedirect({ from: '/old/', to: 'https://example.com/new' }, exists)).toEqual({ ok: true, from: '/old/', to: 'https://example.com/new' })
  })
})

describe('findRedirect', () => {
  it('matches the requested path whatever its slash or case', () => {
    const list = [{ from: '/old/', to: '/rebates/', permanent: true }]
    expect(findRedirect(list, '/OLD')?.to).toBe('/rebates/')
    expect(findRedirect(list, '/other/')).toBeUndefined()
  })
})
