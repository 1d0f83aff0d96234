import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { FreeformComponent } from './Component'
import { freeformFixture } from './fixtures'

describe('Freeform', () => {
  it('turns blank-line separated text into paragraphs and keeps the inline HTML and the list', async () => {
    const html = await renderHtml(<FreeformComponent {...freeformFixture} />)
    expect(html).toContain('<h2>Getting ready for your service visit</h2>')
    expect(html).toMatch(/<p>Clear a path [^<]*<br \/>\s*A list of questions helps too\.<\/p>/)
    expect(html).toContain('<strong>Write down the model number</strong>')
    expect(html).toContain('<li>Outdoor unit: beside the house</li>')
  })

  it('strips a script, an event handler and a javascript: URL', async () => {
    const text = 'Hello <a href="javascript:alert(1)" onmouseover="alert(2)">there</a>\n\n<script>alert(3)</script>'
    const html = await renderHtml(<FreeformComponent blockType="freeform" text={text} />)
    expect(html).toContain('<p>Hello <a>there</a></p>')
    expect(html).not.toMatch(/script|alert|onmouseover|javascript:/i)
  })
})
