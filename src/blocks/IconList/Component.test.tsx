import { renderHtml } from '../../../tests/support/renderHtml'
import { describe, expect, it } from 'vitest'
import { LIST_ICONS } from '@/domain/blocks/iconList'
import type { IconListBlock } from '@/payload-types'
import { IconListComponent } from './Component'
import { iconListFixture } from './fixtures'

describe('IconList', () => {
  it('draws the chosen icon, hidden from screen readers, before each entry', async () => {
    const html = await renderHtml(<IconListComponent {...iconListFixture} />)
    const drawn = [...html.matchAll(/data-icon="([a-z]+)" aria-hidden="true"/g)].map((m) => m[1])
    expect(drawn).toEqual([...LIST_ICONS])
    expect(html).toContain('<p class="icon-list__entry">Burners and heat exchanger inspected</p>')
    expect(html).toContain('<p class="icon-list__text">Registering within 60 days')
  })

  it('draws the check mark for a stored icon that is not in the set', async () => {
    const stale = { blockType: 'iconList', items: [{ icon: 'rocket' as 'check', title: 'Old entry' }] } satisfies IconListBlock
    const html = await renderHtml(<IconListComponent {...stale} />)
    expect(html).toContain('data-icon="check"')
    expect(html).not.toContain('<h2')
  })
})
