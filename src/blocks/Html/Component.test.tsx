import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { HtmlComponent } from './Component'
import { htmlFixture, unsafeHtmlFixture } from './fixtures'
import { config } from './config'

describe('Html', () => {
  it('renders the pasted HTML: heading, link and table', async () => {
    const html = await renderHtml(<HtmlComponent {...htmlFixture} />)
    expect(html).toContain('<h2>Filter sizes at a glance</h2>')
    expect(html).toContain('<a href="/find-a-dealer/">Ask a dealer</a>')
    expect(html).toContain('<th scope="col">Size (inches)</th>')
  })

  it('strips the script, the event handler and the javascript: URL when rendering', async () => {
    const html = await renderHtml(<HtmlComponent {...unsafeHtmlFixture} />)
    expect(html).not.toMatch(/<script|alert\(3\)/)
    expect(html).not.toMatch(/onclick/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('position:fixed')
    expect(html).toContain('<h2>Pasted from an old page</h2>')
    expect(html).toContain('<a>A link that ran code</a>')
    expect(html).toContain('<a href="/rebates/">a link to rebates</a>')
  })

  it('cleans the HTML when an editor saves it', async () => {
    const field = config.fields.find((f) => 'name' in f && f.name === 'html')
    const hook = field && 'hooks' in field ? field.hooks?.beforeChange?.[0] : undefined
    expect(hook).toBeTypeOf('function')
    const saved = hook?.({ value: unsafeHtmlFixture.html } as Parameters<NonNullable<typeof hook>>[0])
    expect(saved).toBe((await renderHtml(<HtmlComponent {...unsafeHtmlFixture} />)).replace(/^<div[^>]*>|<\/div>$/g, ''))
  })

  it('renders nothing when nothing is left after cleaning', async () => {
    expect(await renderHtml(<HtmlComponent blockType="html" html={'<script>alert(1)</script>'} />)).toBe('')
  })
})
