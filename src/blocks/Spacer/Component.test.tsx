import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { SpacerComponent } from './Component'
import { spacerFixture } from './fixtures'

describe('Spacer', () => {
  it('is empty, hidden from assistive technology, with a height per screen band', async () => {
    const html = await renderHtml(<SpacerComponent {...spacerFixture} />)
    expect(html).toBe('<div class="spacer-block" style="--spacer-mobile:16px;--spacer-tablet:48px;--spacer-desktop:96px" aria-hidden="true" data-testid="spacer"></div>')
  })

  it('a band left empty keeps the smaller band’s height', async () => {
    const html = await renderHtml(<SpacerComponent blockType="spacer" mobile="lg" />)
    expect(html).toContain('--spacer-mobile:48px;--spacer-tablet:48px;--spacer-desktop:48px')
  })
})
