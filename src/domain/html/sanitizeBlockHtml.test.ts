import { describe, expect, it } from 'vitest'
import { freeformToHtml, sanitizeBlockHtml } from './sanitizeBlockHtml'

describe('sanitizeBlockHtml', () => {
  it('strips <script> elements and their content', () => {
    const html = sanitizeBlockHtml('<p>Before</p><script>alert("x")</script><SCRIPT src="/x.js"></SCRIPT><p>After</p>')
    expect(html).toBe('<p>Before</p><p>After</p>')
  })

  it('strips event handler attributes', () => {
    const html = sanitizeBlockHtml('<p onclick="alert(1)" onMouseOver="x()">Hi</p><img src="/a.png" alt="A" onerror="alert(2)">')
    expect(html).not.toMatch(/on(click|mouseover|error)/i)
    expect(html).toContain('<p>Hi</p>')
    expect(html).toContain('<img src="/a.png" alt="A" loading="lazy" />')
  })

  it('strips javascript: URLs, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)']) {
      const html = sanitizeBlockHtml(`<a href="${href}">Click</a>`)
      expect(html, href).toBe('<a>Click</a>')
    }
  })

  it('removes iframes, forms, styles and the style, class and id attributes', () => {
    const html = sanitizeBlockHtml(
      '<iframe src="https://example.com"></iframe><style>body{display:none}</style><form action="https://example.com"><input name="q"></form>' +
        '<div style="position:fixed;inset:0" class="site-header" id="main">Text</div>',
    )
    expect(html).toBe('<div>Text</div>')
  })

  it('keeps safe links, and a new-tab link gets rel="noopener noreferrer"', () => {
    expect(sanitizeBlockHtml('<a href="/rebates/">Rebates</a>')).toBe('<a href="/rebates/">Rebates</a>')
    expect(sanitizeBlockHtml('<a href="tel:+18005550100">Call</a>')).toBe('<a href="tel:+18005550100">Call</a>')
    expect(sanitizeBlockHtml('<a href="https://example.org/" target="_blank" rel="opener">Out</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">Out</a>',
    )
  })

  it('keeps images from this site only', () => {
    expect(sanitizeBlockHtml('<img src="https://cdn.example.com/a.png" alt="x"><img src="//cdn.example.com/b.png" alt="y">')).toBe('')
    expect(sanitizeBlockHtml('<img src="data:image/png;base64,AAAA" alt="z">')).toBe('')
  })

  it('turns an h1 into an h2 and keeps tables', () => {
    expect(sanitizeBlockHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>')
    expect(sanitizeBlockHtml('<table><tr><td colspan="2" style="width:900px">A</td></tr></table>')).toBe('<table><tr><td colspan="2">A</td></tr></table>')
  })
})

describe('freeformToHtml', () => {
  it('turns blank-line separated text into paragraphs and line breaks into <br>', () => {
    expect(freeformToHtml('First line\nsame paragraph\n\nSecond <strong>paragraph</strong>')).toBe(
      '<p>First line<br />\nsame paragraph</p>\n<p>Second <strong>paragraph</strong></p>',
    )
  })

  it('leaves block elements alone and still sanitises', () => {
    expect(freeformToHtml('<ul><li>One</li></ul>\n\n<p onclick="x()">Two</p><script>x()</script>')).toBe('<ul><li>One</li></ul>\n<p>Two</p>')
  })
})
