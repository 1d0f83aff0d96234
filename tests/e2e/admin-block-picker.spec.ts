import { expect, test, type Locator, type Page } from '@playwright/test'
import { blockPicker } from '../../src/blocks'
import { ADMIN, axe, expectEditSavedAsDraft, signInAsAdmin } from './support'

// The block picker ("Add block") as an editor uses it (issue 27), against the production build:
// blocks by group, each with its thumbnail and a line saying what it is for; the block kept only for
// older pages is not offered on a new page, and an older page holding one still edits and publishes.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const entry = (slug: string) => blockPicker.find((block) => block.slug === slug)!
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** The picker's group with this heading. */
const pickerGroup = (page: Page, heading: string) => page.locator('.blocks-drawer__block-group').filter({ has: page.getByRole('heading', { name: heading, exact: true }) })

/** The line the picker shows under a block's name (BlockPickerDescriptions: the card label's ::after). */
const shownDescription = (card: Locator) => card.locator('.thumbnail-card__label').evaluate((label) => getComputedStyle(label, '::after').content)

test.describe('the block picker', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an editor picks a block by its group and description, with its thumbnail; blocks for older pages are not offered', async ({ page, context, baseURL }, testInfo) => {
    const requested: string[] = []
    context.on('request', (request) => requested.push(request.url()))
    await signInAsAdmin(page)
    await page.goto('/admin/collections/pages/create')
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    await page.getByRole('textbox', { name: /Page title/ }).fill(`Picker test ${run}`)

    await page.getByRole('button', { name: 'Add Block' }).click()
    const picker = page.locator('.blocks-drawer__block-groups')
    await expect(picker).toBeVisible()
    // The groups an editor thinks in, in order; nothing left ungrouped, and no block for older pages.
    await expect(picker.locator('.blocks-drawer__block-group-label')).toHaveText([
      'Heroes',
      'Text and media',
      'Calls to action and banners',
      'Products and tools',
      'Dealers and rebates',
      'Forms',
      'Sliders',
      'Navigation and links',
      'Layout and advanced',
      'Experiments',
    ])
    await expect(picker.locator('.blocks-drawer__block-group-none')).toHaveCount(0)
    await expect(picker.getByRole('button', { name: /Classic text/ })).toHaveCount(0)

    // Four forms: the one for any page, in French too, is told apart by its description.
    const wanted = entry('contactDealerForm')
    const forms = pickerGroup(page, 'Forms')
    await expect(forms.getByRole('button')).toHaveCount(5)
    const card = forms.getByRole('button', { name: literally(wanted.description) })
    await expect(card).toHaveText(wanted.name)
    expect(await shownDescription(card)).toBe(`"${wanted.description}" / ""`)
    // The description shows under the name, inside the card (not cut off).
    const [labelBox, cardBox] = await Promise.all([card.locator('.thumbnail-card__label').boundingBox(), card.boundingBox()])
    expect(labelBox!.height).toBeGreaterThan(50)
    expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height)
    // Its own thumbnail, loaded from this site.
    const thumbnail = card.getByRole('img')
    await expect(thumbnail).toHaveAttribute('src', '/admin/blocks/contactDealerForm.webp')
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 480)
    // Each block its own picture, not a shared placeholder.
    await expect(pickerGroup(page, 'Heroes').getByRole('img').first()).toHaveAttribute('src', '/admin/blocks/hero2025.webp')

    const { violations } = await axe(page).include('.blocks-drawer__block-groups').analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath('block-picker.png') })

    await card.click()
    await expect(picker).toBeHidden()
    const added = page.locator('.blocks-field__row').filter({ hasText: 'Contact-a-dealer form' })
    await expect(added.getByText('Form language')).toBeVisible()

    const own = new URL(baseURL ?? 'http://localhost').host
    expect(requested.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== own)).toEqual([])
  })

  test('an older page holding classic text still shows it, offers it, and publishes an edit', async ({ page, request }) => {
    const login = await request.post('/api/users/login', { data: ADMIN })
    const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const created = await request.post('/api/pages', {
      headers,
      data: { title: `Older page ${run}`, slug: `older-page-${run}`, _status: 'published', layout: [{ blockType: 'freeform', text: 'Written in the old editor.' }] },
    })
    expect(created.status()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id

    await signInAsAdmin(page)
    await page.goto(`/admin/collections/pages/${pageId}`)
    const row = page.locator('.blocks-field__row').filter({ hasText: 'Classic text' })
    await expect(row).toBeVisible()
    await page.getByRole('button', { name: 'Add Block' }).click()
    const olderOnly = pickerGroup(page, 'Only on older pages')
    await expect(olderOnly.getByRole('button', { name: literally(entry('freeform').description) })).toHaveText('Classic text')
    await page.keyboard.press('Escape')
    await expect(page.locator('.blocks-drawer__block-groups')).toBeHidden()

    await row.getByRole('textbox', { name: /Text/ }).fill('Edited in the new admin.')
    // The edit is saved as a draft first; Publish then (see admin.spec.ts).
    await expectEditSavedAsDraft(page, /Draft saved at .*, changes not live yet/)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.locator('.payload-toast-container').getByText('Published: visitors see it now.')).toBeVisible()
    const live = await request.get(`/older-page-${run}/`)
    expect(await live.text()).toContain('Edited in the new admin.')
  })
})
