import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { TipsGridComponent } from './Component'
import { maintenanceGridFixture, troubleshootingGridFixture } from './fixtures'

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "")

describe('TipsGrid', () => {
  it('links the ten maintenance pages with a trailing slash, each card carrying its description', async () => {
    const html = await renderHtml(<TipsGridComponent {...maintenanceGridFixture} id="m" />)
    const links = hrefs(html)
    expect(links).toHaveLength(10)
    expect(links).toContain('/resources/maintenance-tips/clean-or-change-filter/')
    expect(html).toContain('How often to change a filter')
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(10)
  })

  it('links the ten troubleshooting pages without a trailing slash', async () => {
    const html = await renderHtml(<TipsGridComponent {...troubleshootingGridFixture} id="t" />)
    const links = hrefs(html)
    expect(links).toHaveLength(10)
    expect(links).toContain('/resources/troubleshooting/thermostat-controls')
    expect(links.some((href) => href.endsWith('/'))).toBe(false)
  })

  it('uses the editor’s cards instead when there are any, skipping unsafe links', async () => {
    const html = await renderHtml(
      <TipsGridComponent
        {...maintenanceGridFixture}
        items={[
          { title: 'Filters', description: 'd', url: '/resources/maintenance-tips/clean-or-change-filter/' },
          { title: 'Bad', description: 'd', url: 'javascript:alert(1)' },
        ]}
      />,
    )
    expect(hrefs(html)).toEqual(['/resources/maintenance-tips/clean-or-change-filter/'])
  })
})
