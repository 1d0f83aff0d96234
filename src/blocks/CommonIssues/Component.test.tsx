import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { CommonIssuesComponent } from './Component'
import { commonIssuesFixture } from './fixtures'

const html = await renderHtml(<CommonIssuesComponent {...commonIssuesFixture} id="g1" />)

describe('CommonIssues', () => {

  it('shows the six topics as closed disclosures a visitor can open, each with an id to link to', async () => {
    const summaries = [...html.matchAll(/<summary class="issues__topic-title">([^<]*)<\/summary>/g)].map((m) => m[1])
    expect(summaries).toEqual([
      'My air conditioner is not cooling',
      'My utility bill is high',
      'My system won’t turn off',
      'My system is not heating',
      'Low airflow from the vents',
      'Thermostat problems',
    ])
    expect(html).not.toMatch(/<details[^>]* open/)
    expect(html).toContain('<details id="my-system-is-not-heating" class="issues__topic">')
  })

  it('lists each cause with what to check, the safety note first and the dealer button last', async () => {
    expect(html).toContain('<dt>A breaker has tripped</dt>')
    expect(html).toContain('<dd>On the thermostat, set the fan to Auto so it runs only while heating or cooling.</dd>')
    expect(html.indexOf('Safety first')).toBeLessThan(html.indexOf('<details'))
    expect(html).toMatch(/<a[^>]*href="\/find-a-dealer\/"[^>]*>.*Find a dealer near you/)
    expect(html.lastIndexOf('</details>')).toBeLessThan(html.indexOf('href="/find-a-dealer/"'))
  })

  it('leaves out an empty safety note and a button without a target', async () => {
    const bare = await renderHtml(<CommonIssuesComponent {...commonIssuesFixture} safetyNote="" link={{ type: 'custom', url: '', label: 'Go' }} />)
    expect(bare).not.toContain('Safety first')
    expect(bare).not.toContain('<a')
  })
})
