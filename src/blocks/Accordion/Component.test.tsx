import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { AccordionComponent } from './Component'
import { accordionFixture, closedAccordionFixture } from './fixtures'

const openDetails = (html: string) => html.match(/<details[^>]*\bopen=""/g) ?? []

describe('Accordion', () => {
  it('renders each section as a native disclosure with its heading and paragraphs', async () => {
    const html = await renderHtml(<AccordionComponent {...accordionFixture} id="a1" />)
    expect(html).toContain('<h2 id="accordion-a1-title" class="accordion__title">Service questions</h2>')
    expect(html.match(/<details/g)).toHaveLength(3)
    expect(html).toContain('<summary class="accordion__summary"><h3 class="accordion__heading">How long does an installation take?</h3></summary>')
    expect(html).toContain('<p>They also look at the filter and tell you how often to change it.</p>')
  })

  it('opens the first section in the server HTML when every width band wants it open', async () => {
    const html = await renderHtml(<AccordionComponent {...accordionFixture} openFirst={{ mobile: true, tablet: true, desktop: true }} id="a1" />)
    expect(openDetails(html)).toEqual(['<details id="accordion-a1-first" class="accordion__item" open=""'])
  })

  it('follows the phone band on the server when bands differ (the client leaf corrects wider screens)', async () => {
    const html = await renderHtml(<AccordionComponent {...accordionFixture} id="a1" />)
    expect(openDetails(html)).toEqual([])
    const phoneOpen = await renderHtml(<AccordionComponent {...accordionFixture} openFirst={{ mobile: true, tablet: false, desktop: false }} id="a1" />)
    expect(openDetails(phoneOpen)).toHaveLength(1)
  })

  it('without a heading, section headings become h2 so the page outline has no gap', async () => {
    const html = await renderHtml(<AccordionComponent {...closedAccordionFixture} id="a2" />)
    expect(html).not.toContain('<h3')
    expect(html.match(/<h2 class="accordion__heading">/g)).toHaveLength(2)
    expect(openDetails(html)).toEqual([])
  })
})
