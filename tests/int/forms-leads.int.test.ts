import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GET as payloadRestGet } from '@/app/(payload)/api/[...slug]/route'
import { POST as leadsPost } from '@/app/api/leads/route'
import { deliverLead } from '@/server/leads/delivery'
import { runSql } from '@/server/db/rawSql'
import { resetRateLimiters } from '@/server/http/rateLimit'
import { seedFormPages } from '@/seed/forms'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { consent, leadRequest, startWebhookReceiver } from './leadsHelpers'
import { adapterName, testPayload } from './support/payload'

// Page forms (issue 16): what the intake stores and delivers for them.
process.env.JOBS_AUTORUN = 'false'
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-outbox-'))
process.env.LEAD_OUTBOX_DIR = outbox

const stamp = Date.now()
let ipCounter = 0
const post = (body: unknown, headers: Record<string, string> = {}) =>
  leadsPost(leadRequest(body, { 'x-forwarded-for': `198.18.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`, ...headers }))
const email = (name: string) => `${name}-${stamp}@example.com`
let payload: Payload

const contact = { firstName: 'Ann', lastName: 'Lee', phone: '(212) 555-0134', addressLine1: '12 Main St', city: 'New York', state: 'NY', zip: '10001' }

/** The stored lead's id, found by the public reference the intake answered with. */
async function idOf(response: Response): Promise<number> {
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  const reference = ((await response.json()) as { id: string }).id
  const { docs } = await payload.find({ collection: 'leads', where: { eventId: { equals: reference } }, depth: 0, limit: 1, pagination: false })
  if (!docs[0]) throw new Error(`no lead with reference ${reference}`)
  return docs[0].id
}

beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => {
  resetRateLimiters()
  delete process.env.CRM_WEBHOOK_URL
  delete process.env.CRM_WEBHOOK_SECRET
})
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }))

describe(`page forms: leads (${adapterName()})`, () => {
  it('a home-form lead without a dealer keeps its topic, names no dealer and goes to the brand CRM with the topic', async () => {
    const receiver = await startWebhookReceiver()
    try {
      process.env.CRM_WEBHOOK_URL = receiver.url
      process.env.CRM_WEBHOOK_SECRET = 'forms-webhook-secret'
      const id = await idOf(
        await post({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', formName: 'HOME_CONTACT_FORM', topic: 'repairSystem', email: email('home'), ...contact, consent }),
      )
      const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
      expect(lead).toMatchObject({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', topic: 'repairSystem', companyId: null })
      expect(lead.deliveries?.map((row) => row.target)).toEqual(['crmWebhook'])
      await deliverLead(payload, id, new Date())
      expect(receiver.hits).toHaveLength(1)
      expect(JSON.parse(receiver.hits[0]!.body).lead).toMatchObject({ kind: 'CONTACT_DEALER', topic: 'repairSystem', source: 'asa-dealer-contact-home', companyId: null })
    } finally {
      await receiver.stop()
    }
  })

  it('a locator lead without a dealer is still refused', async () => {
    const response = await post({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact', email: email('nodealer'), ...contact, consent })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.companyId).toBe('No dealer selected')
  })

  it('the contact-a-dealer page lead reaches the CRM as CONTACT_DEALER + AS:CONTACT_US with reason, owner, method, opt-in, comments and dealer', async () => {
    const receiver = await startWebhookReceiver()
    try {
      process.env.CRM_WEBHOOK_URL = receiver.url
      process.env.CRM_WEBHOOK_SECRET = 'forms-webhook-secret'
      const id = await idOf(
        await post({
          kind: 'CONTACT_US', companyId: 900001, email: email('page'), ...contact, reason: 'Indoor Air Quality', owner: 'no', contactMethod: 'email',
          contactOptIn: true, comments: 'Dusty house', consent,
        }),
      )
      // Deliver only the CRM target here (the dealer email has its own tests).
      await runSql(payload, "DELETE FROM leads_deliveries WHERE _parent_id = ? AND target <> 'crmWebhook'", [id])
      await deliverLead(payload, id, new Date())
      expect(JSON.parse(receiver.hits[0]!.body).lead).toMatchObject({
        kind: 'CONTACT_DEALER', source: 'AS:CONTACT_US', companyId: 900001, reason: 'Indoor Air Quality', owner: false, contactMethod: 'email', contactOptIn: true, comments: 'Dusty house',
      })
    } finally {
      await receiver.stop()
    }
  })

  it('a repeated newsletter address is not a second subscription, even days later', async () => {
    const first = await idOf(await post({ kind: 'MARKETO', source: 'FOOTER_NEWSLETTER', email: email('news') }))
    // The first sign-up was three days ago: outside the 24-hour repeat window of dealer leads.
    await runSql(payload, 'UPDATE leads SET created_at = ? WHERE id = ?', [new Date(Date.now() - 3 * 86_400_000).toISOString(), first])
    const again = await idOf(await post({ kind: 'MARKETO', source: 'EMAIL_BANNER', email: email('NEWS').replace('NEWS', 'news').toUpperCase() }))
    const repeat = await payload.findByID({ collection: 'leads', id: again, depth: 0 })
    expect(repeat.isRepeat).toBe(true)
    expect(typeof repeat.repeatOf === 'object' ? repeat.repeatOf?.id : repeat.repeatOf).toBe(first)
    expect(repeat.deliveryStatus).toBe('repeat')
    const subscriptions = await payload.find({ collection: 'leads', where: { email: { equals: email('news') }, kind: { equals: 'MARKETO' }, isRepeat: { equals: false } }, depth: 0 })
    expect(subscriptions.totalDocs).toBe(1)
  })

  it('the lead export carries the topic', async () => {
    const credentials = { email: `forms-admin-${stamp}@example.com`, password: 'forms-admin-password-1' }
    await payload.create({ collection: 'users', data: { ...credentials, name: 'Forms admin' }, context: { disableRevalidate: true } })
    const { token } = await payload.login({ collection: 'users', data: credentials })
    await idOf(await post({ kind: 'CONTACT_DEALER', source: 'asa-dealer-contact-home', topic: 'pricing', email: email('csv'), ...contact, consent }))
    const url = `http://localhost/api/leads/export?where[email][equals]=${encodeURIComponent(email('csv'))}`
    const response = await payloadRestGet(new Request(url, { headers: { Authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: ['leads', 'export'] }) })
    const [header, row] = (await response.text()).trim().split('\r\n')
    const columns = header!.split(',')
    expect(columns).toContain('Topic (home contact form)')
    expect(row!.split(',')[columns.indexOf('Topic (home contact form)')]).toBe('Pricing')
  })
})

describe(`page forms: seeded pages (${adapterName()})`, () => {
  it('creates /contact-a-dealer/ and /contact-us/ once, and keeps them on a second run', async () => {
    const report = { created: [] as string[], kept: [] as string[] }
    await seedFormPages(payload, report)
    await seedFormPages(payload, report)
    for (const slug of ['contact-a-dealer', 'contact-us']) {
      const pages = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0 })
      expect(pages.totalDocs).toBe(1)
      expect(report.kept).toContain(`${slug} page`)
    }
    // Contact us is one path: one form, then the Spanish phone band (issue 39).
    const contactUs = await payload.find({ collection: 'pages', where: { slug: { equals: 'contact-us' } }, depth: 0 })
    expect(contactUs.docs[0]?.layout?.map((block) => block.blockType)).toEqual(['content', 'customerCareForm', 'needHelpNow'])
  })
})
