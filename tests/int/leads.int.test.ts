import fs from 'node:fs'
import fc from 'fast-check'
import os from 'node:os'
import path from 'node:path'
import { GET as payloadRestGet } from '@/app/(payload)/api/[...slug]/route'
import { GET as leadsGet, POST as leadsPost } from '@/app/api/leads/route'
import { CURRENT_CONSENT } from '@/domain/leads/consent'
import { readAttempts } from '@/domain/leads/deliveryLog'
import { MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_MS } from '@/domain/leads/deliverySchedule'
import { HONEYPOT_FIELD } from '@/domain/leads/leadIntake'
import { INTAKE_ERRORS } from '@/domain/leads/messages'
import { purgeOldLeads } from '@/server/jobs/leadTasks'
import { deliverDueLeads, deliverLead, runLeadJobs } from '@/server/leads/delivery'
import { LEAD_COLUMNS } from '@/server/leads/submitLead'
import { isPostgres, runSql } from '@/server/db/rawSql'
import { resetRateLimiters } from '@/server/http/rateLimit'
import { PEER_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { clearLeadSettingsCache } from '@/server/leads/settings'
import { verifyWebhookSignature } from '@/server/leads/webhook'
import { parse as parseCsv } from 'csv-parse/sync'
import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dealerLeadBody, leadRequest, startSmtpServer, startWebhookReceiver, unusedPort } from './leadsHelpers'
import { adapterName, testPayload } from './support/payload'

// Deliveries run when the test says so, not on the background cron.
process.env.JOBS_AUTORUN = 'false'
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-outbox-'))
process.env.LEAD_OUTBOX_DIR = outbox

const stamp = Date.now()
let ipCounter = 0
const uniqueIp = () => `198.51.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`
const post = (body: unknown, headers: Record<string, string> = {}) => leadsPost(leadRequest(body, { [PEER_ADDRESS_HEADER]: uniqueIp(), ...headers }))
const email = (name: string) => `${name}-${stamp}@example.com`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
// Outside the seeded sample dealers (900001-903000), which other test files seed into the same database.
const DEALER_ID = 7_500_000 + (stamp % 90_000)
const DEALER_EMAIL = `dealer-${stamp}@dealer.example.com`

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

/** The stored lead behind the reference POST /api/leads answered with. */
async function leadById(reference: string) {
  const { docs } = await payload.find({ collection: 'leads', where: { eventId: { equals: reference } }, depth: 0, limit: 1, pagination: false })
  if (!docs[0]) throw new Error(`no lead with reference ${reference}`)
  return docs[0]
}

const idOf = async (reference: string) => (await leadById(reference)).id

async function adminToken(): Promise<string> {
  const credentials = { email: `leads-admin-${stamp}@example.com`, password: 'leads-admin-password-1' }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Leads admin' }, context: { disableRevalidate: true } })
  const login = await payload.login({ collection: 'users', data: credentials })
  return login.token as string
}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpServer()
  setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: undefined, CRM_WEBHOOK_SECRET: undefined, LEAD_DEALER_EMAIL_OVERRIDE: undefined })
  await payload.create({
    collection: 'dealers',
    data: { data: { companyID: DEALER_ID, name: 'Comfort Test Heating', email: DEALER_EMAIL }, location: { lat: 32.9, lon: -96.8 } },
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await smtp?.stop()
  fs.rmSync(outbox, { recursive: true, force: true })
})

beforeEach(() => {
  setEnv({ CRM_WEBHOOK_URL: undefined, CRM_WEBHOOK_SECRET: undefined, SMTP_URL: smtp.url })
})

describe(`POST /api/leads (${adapterName()})`, () => {
  it('stores a dealer lead before answering 201 {id}, with the consent record and the _mta cookies', async () => {
    const response = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('first'), unknownField: 'dropped' }), {
      cookie: `other=1; _mta_aid=aid-123; _mta_sid=sid-456`,
      'user-agent': 'Mozilla/5.0 test',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    // The lead's public reference, not its sequential number (which would tell the brand's lead volume).
    expect(id).toMatch(UUID)

    const lead = await leadById(id)
    expect(id).not.toBe(String(lead.id))
    expect(lead).toMatchObject({
      kind: 'CONTACT_DEALER',
      brand: 'AS',
      source: 'asa-dealer-contact',
      formName: 'DEALER_LEAD_FORM',
      companyId: DEALER_ID,
      firstName: 'Pat',
      email: email('first').toLowerCase(),
      phone: '+15555550123',
      state: 'TX',
      mtaAid: 'aid-123',
      mtaSid: 'sid-456',
      isRepeat: false,
      deliveryStatus: 'pending',
    })
    const { privacyPolicyUrl } = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { privacyPolicyUrl?: string | null }
    expect(lead.consent).toMatchObject({
      text: CURRENT_CONSENT.text(privacyPolicyUrl ?? '/privacy-policy/'),
      version: CURRENT_CONSENT.version,
      pageUrl: 'https://www.example.com/find-a-dealer/',
      userAgent: 'Mozilla/5.0 test',
      dealerIds: [DEALER_ID],
    })
    expect(lead.consent?.ip).toMatch(/^198\.51\./)
    expect(Date.now() - new Date(lead.consent?.acceptedAt ?? 0).getTime()).toBeLessThan(60_000)
    expect(lead).not.toHaveProperty('unknownField')
  })

  it('emails the dealer through a real SMTP server, exactly once', async () => {
    const before = smtp.received.length
    const response = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('smtp'), firstName: 'Morgan' }))
    const { id } = (await response.json()) as { id: string }
    await runLeadJobs(payload)
    const mails = smtp.received.slice(before).filter((m) => m.raw.includes(email('smtp')))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toEqual([DEALER_EMAIL])
    expect(mails[0]?.raw).toContain('Morgan Homeowner')
    const lead = await leadById(id)
    expect(lead.deliveryStatus).toBe('delivered')
    expect(lead.deliveries?.[0]).toMatchObject({ target: 'dealerEmail', status: 'delivered', attempts: 1 })

    // Running the job again (or a second worker) never sends it twice.
    await deliverLead(payload, await idOf(id))
    await runLeadJobs(payload)
    expect(smtp.received.filter((m) => m.raw.includes(email('smtp')))).toHaveLength(1)
  })

  it('stores a Book Online preferred day and time window and tells the dealer (reading 52), a Contact Dealer request says nothing of a time; a bad one is a 400 with its message', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000)
    const preferredDay = day.toISOString().slice(0, 10)
    const dayInWords = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day)
    const before = smtp.received.length
    const response = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('booked'), formName: 'CONTACT LOCAL DEALER MODAL', preferredDay, preferredTimeWindow: 'afternoon' }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect((await leadById(id)).booking).toMatchObject({ requested: true, preferredDay, preferredTimeWindow: 'afternoon' })
    await runLeadJobs(payload)
    const mail = smtp.received.slice(before).find((m) => m.raw.includes(email('booked')))
    expect(mail?.to).toEqual([DEALER_EMAIL])
    expect(mail?.raw).toContain(`Preferred time: ${dayInWords}, afternoon (12-4 pm)`)
    expect(mail?.raw).toContain('A homeowner asked to book a visit through the brand website (Book Online).')

    // Book Online without a time: the dealer reads that none was given.
    const anyTime = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('anytime'), bookOnline: true }))
    expect((await leadById(((await anyTime.json()) as { id: string }).id)).booking).toMatchObject({ requested: true, preferredDay: null, preferredTimeWindow: null })
    // Contact Dealer never asks for a time: its email says nothing of one.
    const plain = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('unbooked') }))
    expect((await leadById(((await plain.json()) as { id: string }).id)).booking).toMatchObject({ requested: false, preferredDay: null, preferredTimeWindow: null })
    await runLeadJobs(payload)
    expect(smtp.received.find((m) => m.raw.includes(email('anytime')))?.raw).toContain('No preferred time given')
    const contactMail = smtp.received.find((m) => m.raw.includes(email('unbooked')))?.raw
    expect(contactMail).toContain('A homeowner asked to be contacted')
    expect(contactMail).not.toMatch(/preferred time/i)

    const notAFlag = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('badflag'), bookOnline: 'yes' }))
    expect(notAFlag.status).toBe(400)

    const refused = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('badbooking'), preferredDay: '2020-01-01', preferredTimeWindow: 'night' }))
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      preferredDay: 'Choose a day from the list: one of the next 14 days',
      preferredTimeWindow: 'Choose morning, afternoon or evening',
    })
  })

  it('writes the dealer email as an .eml file when no SMTP server is configured', async () => {
    setEnv({ SMTP_URL: undefined })
    const response = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('outbox') }))
    const { id } = (await response.json()) as { id: string }
    await deliverLead(payload, await idOf(id))
    const lead = await leadById(id)
    const file = path.join(outbox, `${lead.eventId}-dealer.eml`)
    expect(fs.readFileSync(file, 'utf8')).toContain(email('outbox'))
  })

  it('routes a lead for a dealer not in the directory to LEAD_BRAND_EMAIL, and without one dead-letters it at once', async () => {
    const noBrand = await post(dealerLeadBody({ companyId: 777_777_777, email: email('nodealer') }))
    const { id } = (await noBrand.json()) as { id: string }
    await deliverLead(payload, await idOf(id))
    const lead = await leadById(id)
    // Not retried for a day and a half: nothing can deliver it until the dealer exists.
    expect(lead.deliveryStatus).toBe('dead')
    expect(lead.deliveries?.[0]).toMatchObject({ status: 'dead', attempts: 1 })
    // Editors read it: in their words, no setting's name.
    expect(lead.deliveries?.[0]?.lastError).toContain('No dealer with company ID 777777777, and no brand lead inbox is set up to take it instead')
    expect(lead.deliveries?.[0]?.lastError).not.toContain('LEAD_BRAND_EMAIL')

    setEnv({ LEAD_BRAND_EMAIL: `brand-${stamp}@example.com` })
    try {
      const before = smtp.received.length
      const routed = await post(dealerLeadBody({ companyId: 777_777_778, email: email('tobrand') }))
      const routedId = ((await routed.json()) as { id: string }).id
      await deliverLead(payload, await idOf(routedId))
      expect((await leadById(routedId)).deliveryStatus).toBe('delivered')
      const mails = smtp.received.slice(before).filter((m) => m.raw.includes(email('tobrand')))
      expect(mails.map((m) => m.to)).toEqual([[`brand-${stamp}@example.com`]])
    } finally {
      setEnv({ LEAD_BRAND_EMAIL: undefined })
    }
  })

  it('answers 400 with field errors for invalid input, and for malformed JSON', async () => {
    const invalid = await post(dealerLeadBody({ email: 'not-an-email', firstName: '' }))
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as { error: string; fieldErrors: Record<string, string> }
    expect(body.error).toBe(INTAKE_ERRORS.invalidFields)
    expect(body.fieldErrors.email).toBe('Please enter a valid email address')
    expect(body.fieldErrors.firstName).toBe('First name is required')

    const malformed = await post('{"kind": "CONTACT_DEALER", ')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: INTAKE_ERRORS.invalidBody, fieldErrors: {} })

    const unknownKind = await post({ kind: 'SOMETHING' })
    expect(unknownKind.status).toBe(400)
    expect(((await unknownKind.json()) as { error: string }).error).toBe(INTAKE_ERRORS.unknownKind)
  })

  it('answers 413 for an oversized body, declared or streamed', async () => {
    const big = JSON.stringify(dealerLeadBody({ comments: 'x'.repeat(40_000) }))
    expect((await post(big)).status).toBe(413)
    const streamed = new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: uniqueIp() },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8_000)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect((await leadsPost(streamed)).status).toBe(413)
  })

  it('answers 429 with Retry-After when one IP or one email sends too many', async () => {
    setEnv({ LEAD_RATE_LIMIT_IP_POINTS: '3', LEAD_RATE_LIMIT_EMAIL_POINTS: '2' })
    resetRateLimiters()
    try {
      // 192.0.2.0-99 here, 100-199 in the spoofing test: the counters of one run share a database.
      const ip = `192.0.2.${stamp % 100}`
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await post(dealerLeadBody({ email: email(`ip${i}`) }), { [PEER_ADDRESS_HEADER]: ip })).status)
      expect(statuses).toEqual([201, 201, 201, 429])
      const limited = await post(dealerLeadBody({ email: email('ip9') }), { [PEER_ADDRESS_HEADER]: ip })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)

      const sameEmail: number[] = []
      for (let i = 0; i < 3; i++) sameEmail.push((await post(dealerLeadBody({ email: email('same'), companyId: 5000 + i }))).status)
      expect(sameEmail).toEqual([201, 201, 429])
    } finally {
      setEnv({ LEAD_RATE_LIMIT_IP_POINTS: undefined, LEAD_RATE_LIMIT_EMAIL_POINTS: undefined })
      resetRateLimiters()
    }
  })

  it('answers a filled honeypot like a success, with an id of the same kind as a real one, and stores nothing', async () => {
    const before = await payload.count({ collection: 'leads' })
    const response = await post(dealerLeadBody({ email: email('bot'), [HONEYPOT_FIELD]: 'http://spam.example' }))
    expect(response.status).toBe(201)
    const decoy = ((await response.json()) as { id: string }).id
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before.totalDocs)
    const real = ((await (await post(dealerLeadBody({ email: email('not-a-bot') }))).json()) as { id: string }).id
    for (const id of [decoy, real]) expect(id).toMatch(UUID)
  })

  it('returns the same id for retries with one Idempotency-Key, even when they race', async () => {
    const key = `key-${stamp}`
    const body = dealerLeadBody({ email: email('idem') })
    const responses = await Promise.all([1, 2, 3].map(() => post(body, { 'idempotency-key': key })))
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id))
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    expect(new Set(ids).size).toBe(1)
    const stored = await payload.find({ collection: 'leads', where: { idempotencyKey: { equals: key } } })
    expect(stored.totalDocs).toBe(1)
    const later = await post(body, { 'idempotency-key': key })
    expect(((await later.json()) as { id: string }).id).toBe(ids[0])
    expect(later.headers.get('idempotent-replayed')).toBe('true')
  })

  it('stores every lead of a concurrent burst, each with its own id and delivery row; two workers deliver each once', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => email(`burst${i}`))
    const responses = await Promise.all(emails.map((address) => post(dealerLeadBody({ companyId: DEALER_ID, email: address }))))
    expect(responses.map((r) => r.status)).toEqual(emails.map(() => 201))
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id))
    expect(new Set(ids).size).toBe(emails.length)
    for (const [i, id] of ids.entries()) {
      const lead = await leadById(id)
      expect(lead.email).toBe(emails[i])
      expect(lead.deliveries).toEqual([expect.objectContaining({ target: 'dealerEmail', status: 'pending' })])
    }
    const before = smtp.received.length
    // Two workers at once: each lead is claimed by one of them and sent once.
    await Promise.all([deliverDueLeads(payload), deliverDueLeads(payload)])
    const mails = smtp.received.slice(before)
    for (const address of emails) expect(mails.filter((m) => m.raw.includes(address))).toHaveLength(1)
    for (const id of ids) expect((await leadById(id)).deliveryStatus).toBe('delivered')
  })

  it('links the same person contacting the same dealer within 24 hours as a repeat and delivers once', async () => {
    const before = smtp.received.length
    const first = (await (await post(dealerLeadBody({ companyId: DEALER_ID, email: email('repeat') }))).json()) as { id: string }
    const second = (await (await post(dealerLeadBody({ companyId: DEALER_ID, email: email('REPEAT').replace('REPEAT', 'repeat'), phone: '555 555 0199' }))).json()) as { id: string }
    expect(second.id).not.toBe(first.id)
    const repeat = await leadById(second.id)
    expect(repeat).toMatchObject({ isRepeat: true, repeatOf: await idOf(first.id), deliveryStatus: 'repeat' })
    expect(repeat.deliveries?.every((d) => d.status === 'skipped')).toBe(true)
    await runLeadJobs(payload)
    expect(smtp.received.slice(before).filter((m) => m.raw.includes(email('repeat')))).toHaveLength(1)

    // Another dealer is a new lead, not a repeat.
    const other = (await (await post(dealerLeadBody({ companyId: DEALER_ID + 1, email: email('repeat') }))).json()) as { id: string }
    expect((await leadById(other.id)).isRepeat).toBe(false)
  })

  it('accepts every lead kind', async () => {
    const bodies = [
      {
        kind: 'CONTACT_US', companyId: DEALER_ID, firstName: 'Sam', lastName: 'Lee', email: email('contactus'), phone: '555-555-0100',
        addressLine1: '1 Elm St', city: 'Austin', state: 'TX', zip: '73301', reason: 'Repair', owner: 'yes', contactMethod: 'phone',
        contactOptIn: true, consent: dealerLeadBody().consent,
      },
      {
        kind: 'CUSTOMER_SERVICE', firstName: 'Sam', lastName: 'Lee', email: email('care'), phone: '555-555-0100', zip: 'K1A 0B1',
        country: 'CA', owner: false, contactMethod: 'email', serviceType: 'productAndWarranty', consent: dealerLeadBody().consent,
      },
      { kind: 'MARKETO', email: email('news') },
    ]
    for (const body of bodies) {
      const response = await post(body)
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
      const lead = await leadById(((await response.json()) as { id: string }).id)
      expect(lead.kind).toBe(body.kind)
    }
  })
})

describe(`POST /api/leads hardening (${adapterName()})`, () => {
  const limitedTo = async (points: string, run: () => Promise<void>) => {
    setEnv({ LEAD_RATE_LIMIT_IP_POINTS: points })
    resetRateLimiters()
    try {
      await run()
    } finally {
      setEnv({ LEAD_RATE_LIMIT_IP_POINTS: undefined, TRUST_PROXY_HOPS: undefined })
      resetRateLimiters()
    }
  }

  it('ignores a client-sent X-Forwarded-For (rate limit and consent IP) unless TRUST_PROXY_HOPS trusts a proxy', async () => {
    await limitedTo('2', async () => {
      const peer = `192.0.2.${(stamp % 100) + 100}`
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const response = await post(dealerLeadBody({ companyId: DEALER_ID, email: email(`spoof${i}`) }), { [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': `10.9.8.${i}` })
        statuses.push(response.status)
        if (i === 0) expect((await leadById(((await response.json()) as { id: string }).id)).consent?.ip).toBe(peer)
      }
      expect(statuses).toEqual([201, 201, 429])

      // Behind one proxy (the peer), the client is the entry that proxy appended: the last one.
      setEnv({ TRUST_PROXY_HOPS: '1' })
      const proxied = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('proxied') }), {
        [PEER_ADDRESS_HEADER]: peer,
        'x-forwarded-for': '6.6.6.6, 198.51.100.23',
      })
      expect(proxied.status).toBe(201)
      expect((await leadById(((await proxied.json()) as { id: string }).id)).consent?.ip).toBe('198.51.100.23')
    })
  })

  it('answers 415 to anything but JSON and 403 to another site; our pages and non-browser clients still get through', async () => {
    const body = dealerLeadBody({ companyId: DEALER_ID, email: email('csrf') })
    const textPlain = await post(JSON.stringify(body), { 'content-type': 'text/plain' })
    expect(textPlain.status).toBe(415)
    expect(await textPlain.json()).toEqual({ error: 'Send the lead as JSON (Content-Type: application/json).', fieldErrors: {} })
    expect((await post(JSON.stringify(body), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)

    const crossSite = await post(body, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: "Leads are accepted only from this site's own pages.", fieldErrors: {} })
    expect((await post(body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)

    expect((await post(body, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' })).status).toBe(201)
    expect((await post(dealerLeadBody({ companyId: DEALER_ID, email: email('curl') }))).status).toBe(201)
  })

  it('turns line breaks and NUL in one-line fields into spaces; comments keep their lines but lose NUL', async () => {
    const response = await post(
      dealerLeadBody({
        companyId: DEALER_ID,
        email: email('crlf'),
        firstName: 'Pat\r\nBcc: victim@example.com',
        lastName: 'Home\u0000owner',
        city: 'Dal\nlas',
        addressLine1: '12 Main St\r\nApt 4',
        comments: 'line one\nline\u0000 two',
      }),
    )
    expect(response.status).toBe(201)
    const lead = await leadById(((await response.json()) as { id: string }).id)
    expect(lead).toMatchObject({
      firstName: 'Pat Bcc: victim@example.com',
      lastName: 'Home owner',
      city: 'Dal las',
      addressLine1: '12 Main St Apt 4',
      comments: 'line one\nline two',
    })
  })

  it("stores the published consent text of the version named, never the client's text; an unknown version is 400", async () => {
    const forged = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('forged'), consent: { version: CURRENT_CONSENT.version, text: 'I agree to nothing.' } }))
    expect(forged.status).toBe(201)
    const lead = await leadById(((await forged.json()) as { id: string }).id)
    const { privacyPolicyUrl } = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { privacyPolicyUrl?: string | null }
    expect(lead.consent?.text).toBe(CURRENT_CONSENT.text(privacyPolicyUrl ?? '/privacy-policy/'))

    const dealerConsent = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('dealerconsent'), consent: { version: 'dealer-consent-v1' } }))
    expect(dealerConsent.status).toBe(201)
    expect((await leadById(((await dealerConsent.json()) as { id: string }).id)).consent?.text).toContain('Comfort Test Heating, an independent local dealer')

    const unknown = await post(dealerLeadBody({ companyId: DEALER_ID, email: email('v99'), consent: { version: 'lead-consent-v99', text: 'Anything' } }))
    expect(unknown.status).toBe(400)
    expect(Object.values(((await unknown.json()) as { fieldErrors: Record<string, string> }).fieldErrors)).toContain('Consent is required')
  })
})

describe(`POST /api/leads never answers 5xx (${adapterName()}, property-based)`, () => {
  it('for any body, header or cookie', async () => {
    const text = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('', ' ', '75001', 'K1A 0B1', '(555) 555-0123', 'a@b.co', 'TX', 'yes'))
    const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.object({ maxDepth: 1 }))
    const leadLike = fc.record(
      {
        kind: fc.oneof(fc.constantFrom('CONTACT_DEALER', 'CONTACT_US', 'CUSTOMER_SERVICE', 'MARKETO'), value),
        companyId: fc.oneof(fc.integer(), text, value),
        source: fc.oneof(fc.constantFrom('asa-dealer-contact', 'asa-dealer-contact-x', 'AS:CONTACT_DEALER_MODAL'), value),
        firstName: value, lastName: value, email: fc.oneof(fc.emailAddress(), value), phone: value, addressLine1: value,
        city: value, state: value, zip: value, country: value, owner: value, contactMethod: value, reason: value,
        serviceType: value, contactOptIn: value, comments: value, pageUrl: fc.oneof(fc.webUrl(), value),
        consent: fc.oneof(fc.record({ text: value, version: fc.oneof(fc.constant(dealerLeadBody().consent.version), value) }), value),
        website: fc.oneof(fc.constant(''), value),
      },
      { requiredKeys: [] },
    )
    const body = fc.oneof(leadLike, fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ''), fc.string({ maxLength: 300 }))
    const headers = fc.record(
      { 'idempotency-key': fc.string({ maxLength: 260 }), cookie: fc.string({ maxLength: 200 }), 'user-agent': fc.string({ maxLength: 600 }) },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(body, headers, async (candidate, extra) => {
        const safeHeaders = Object.fromEntries(Object.entries(extra).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)))
        const response = await post(candidate, safeHeaders)
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 200 },
    )
  })
})

describe(`lead delivery: CRM webhook, retries, dead letter (${adapterName()})`, () => {
  it('retries a webhook that is down and delivers it, signed, once it is back up', async () => {
    const port = await unusedPort()
    setEnv({ CRM_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`, CRM_WEBHOOK_SECRET: 'test-webhook-secret' })
    const response = await post({ kind: 'MARKETO', email: email('webhook') })
    const { id } = (await response.json()) as { id: string }
    const t0 = new Date()
    await deliverLead(payload, await idOf(id), t0)
    let lead = await leadById(id)
    expect(lead.deliveryStatus).toBe('retrying')
    expect(lead.deliveries?.[0]).toMatchObject({ target: 'crmWebhook', status: 'failed', attempts: 1 })
    expect(lead.deliveries?.[0]?.lastError).toMatch(/The CRM could not be reached/)
    expect(new Date(lead.nextAttemptAt ?? 0).getTime()).toBe(t0.getTime() + RETRY_DELAYS_MS[0]!)

    // Not due yet: nothing is attempted.
    expect(await deliverLead(payload, await idOf(id), new Date(t0.getTime() + 30_000))).toEqual({ result: 'nothing-due' })

    const receiver = await startWebhookReceiver(port)
    try {
      await deliverLead(payload, await idOf(id), new Date(t0.getTime() + RETRY_DELAYS_MS[0]! + 1))
      lead = await leadById(id)
      expect(lead.deliveryStatus).toBe('delivered')
      expect(lead.deliveries?.[0]).toMatchObject({ status: 'delivered', attempts: 2 })
      expect(receiver.hits).toHaveLength(1)
      const hit = receiver.hits[0]!
      expect(hit.headers['x-lead-event-id']).toBe(lead.eventId)
      expect(verifyWebhookSignature('test-webhook-secret', String(hit.headers['x-lead-timestamp']), hit.body, String(hit.headers['x-lead-signature']))).toBe(true)
      expect(JSON.parse(hit.body)).toMatchObject({ id: lead.eventId, type: 'lead.created', lead: { kind: 'MARKETO', email: email('webhook') } })
      await deliverLead(payload, await idOf(id), new Date(t0.getTime() + 10 * 60_000))
      expect(receiver.hits).toHaveLength(1)
    } finally {
      await receiver.stop()
    }
  })

  it('dead-letters after the last scheduled attempt, and an admin retry starts again', async () => {
    const port = await unusedPort()
    setEnv({ CRM_WEBHOOK_URL: `http://127.0.0.1:${port}/down`, CRM_WEBHOOK_SECRET: 'test-webhook-secret' })
    const { id } = (await (await post({ kind: 'MARKETO', email: email('dead') })).json()) as { id: string }
    let now = Date.now()
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliverLead(payload, await idOf(id), new Date(now))
      now += (RETRY_DELAYS_MS[attempt - 1] ?? 0) + 1
    }
    let lead = await leadById(id)
    expect(lead.deliveryStatus).toBe('dead')
    expect(lead.deliveries?.[0]).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS })
    expect(lead.nextAttemptAt).toBeNull()

    const token = await adminToken()
    const leadId = String(await idOf(id))
    const retryUrl = `http://localhost/api/leads/${leadId}/retry-delivery`
    const anonymous = await payloadRestGetOrPost('POST', retryUrl, ['leads', leadId, 'retry-delivery'])
    expect(anonymous.status).toBe(403)
    const retried = await payloadRestGetOrPost('POST', retryUrl, ['leads', leadId, 'retry-delivery'], token)
    expect(retried.status).toBe(200)
    lead = await leadById(id)
    expect(lead.deliveryStatus).toBe('pending')
    expect(lead.deliveries?.[0]).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('a lead left claimed by a killed worker is delivered by a later run once the claim expires', async () => {
    const { id } = (await (await post(dealerLeadBody({ companyId: DEALER_ID, email: email('orphan') }))).json()) as { id: string }
    // A worker claimed it and died before sending anything.
    const claimedUntil = new Date(Date.now() + 60_000)
    await runSql(payload, 'UPDATE leads SET claimed_until = ? WHERE id = ?', [claimedUntil.toISOString(), await idOf(id)])
    await deliverDueLeads(payload)
    expect((await leadById(id)).deliveryStatus).toBe('pending')
    const attempted = await deliverDueLeads(payload, { now: new Date(claimedUntil.getTime() + 1) })
    expect(attempted).toBeGreaterThanOrEqual(1)
    expect((await leadById(id)).deliveryStatus).toBe('delivered')
    expect(smtp.received.filter((m) => m.raw.includes(email('orphan')))).toHaveLength(1)
  })
})

async function payloadRestGetOrPost(method: 'GET' | 'POST', url: string, slug: string[], token?: string): Promise<Response> {
  const { POST } = await import('@/app/(payload)/api/[...slug]/route')
  const request = new Request(url, { method, headers: token ? { Authorization: `JWT ${token}` } : {} })
  const handler = method === 'GET' ? payloadRestGet : POST
  return handler(request, { params: Promise.resolve({ slug }) })
}

describe(`lead admin: access, CSV export, retention (${adapterName()})`, () => {
  it('refuses anonymous reads: REST list and document answer 403, the local API throws Forbidden', async () => {
    const list = await leadsGet(new Request('http://localhost/api/leads'))
    expect(list.status).toBe(403)
    const { id: reference } = (await (await post(dealerLeadBody({ email: email('private') }))).json()) as { id: string }
    const id = String(await idOf(reference))
    const doc = await payloadRestGetOrPost('GET', `http://localhost/api/leads/${id}`, ['leads', id])
    expect(doc.status).toBe(403)
    const exported = await payloadRestGetOrPost('GET', 'http://localhost/api/leads/export', ['leads', 'export'])
    expect(exported.status).toBe(403)
    await expect(payload.find({ collection: 'leads', overrideAccess: false })).rejects.toBeInstanceOf(Forbidden)
  })

  it('lets an admin list leads and export the filtered list as CSV', async () => {
    const token = await adminToken().catch(async () => {
      const login = await payload.login({ collection: 'users', data: { email: `leads-admin-${stamp}@example.com`, password: 'leads-admin-password-1' } })
      return login.token as string
    })
    const list = await leadsGet(new Request('http://localhost/api/leads?limit=1', { headers: { Authorization: `JWT ${token}` } }))
    expect(list.status).toBe(200)
    await post(dealerLeadBody({ email: email('csv'), comments: '=HYPERLINK("http://evil")', companyId: 31337 }))
    const exportCsv = async (query: string) => {
      const request = new Request(`http://localhost/api/leads/export?${query}`, { headers: { Authorization: `JWT ${token}` } })
      const response = await payloadRestGet(request, { params: Promise.resolve({ slug: ['leads', 'export'] }) })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/csv')
      return response.text()
    }
    const csv = await exportCsv('where[companyId][equals]=31337')
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toMatch(/^Lead ID,Lead reference,Received,Lead type,Lead source,Form name,Dealer,Dealer company ID,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(email('csv'))
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
  })

  it('exports in the words of the Leads list: labels for headers, types, sources, forms, delivery and repeats, and the dealer by name', async () => {
    const token = await adminToken().catch(async () => {
      const login = await payload.login({ collection: 'users', data: { email: `leads-admin-${stamp}@example.com`, password: 'leads-admin-password-1' } })
      return login.token as string
    })
    const body = dealerLeadBody({ companyId: DEALER_ID, email: email('csv-words'), topic: 'pricing', source: 'asa-dealer-contact-home', formName: 'HOME_CONTACT_FORM' })
    await post(body)
    await post(body)
    const request = new Request(`http://localhost/api/leads/export?where[email][equals]=${encodeURIComponent(email('csv-words').toLowerCase())}`, { headers: { Authorization: `JWT ${token}` } })
    const response = await payloadRestGet(request, { params: Promise.resolve({ slug: ['leads', 'export'] }) })
    const rows = parseCsv(await response.text(), { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(2)
    const first = rows.find((row) => row['Repeat request'] === 'No')
    const repeat = rows.find((row) => row['Repeat request'] === 'Yes')
    expect(first).toMatchObject({
      'Lead type': 'Contact a dealer',
      'Lead source': 'Home contact form',
      'Form name': 'Home contact form',
      Dealer: 'Comfort Test Heating',
      'Dealer company ID': String(DEALER_ID),
      'Topic (home contact form)': 'Pricing',
      'Repeat request': 'No',
      'Repeat of (lead ID)': '',
      'Delivery status': 'Pending',
      'Follow-up': 'New',
    })
    expect(repeat).toMatchObject({ 'Repeat request': 'Yes', 'Repeat of (lead ID)': first!['Lead ID'], 'Delivery status': 'Repeat (not sent)' })
    // The list filters by the dealer's name (Filters: Dealer name contains …), as the intake stored it.
    const byName = await payload.find({ collection: 'leads', where: { and: [{ dealerName: { like: 'comfort test' } }, { email: { equals: email('csv-words').toLowerCase() } }] }, depth: 0 })
    expect(byName.docs.map((lead) => lead.dealerName)).toEqual(['Comfort Test Heating', 'Comfort Test Heating'])
    // No stored code or field name anywhere in the file's words.
    const words = [...Object.keys(first!), ...rows.flatMap((row) => [row['Lead type'], row['Lead source'], row['Delivery status'], row['Repeat request']])]
    expect(words.join(' ')).not.toMatch(/CONTACT_DEALER|asa-dealer|HOME_CONTACT_FORM|createdAt|isRepeat|deliveryStatus|\btrue\b|\bfalse\b|pending|repeat\b/)
  })

  it("titles each lead, logs each delivery attempt's time, outcome and recipient, and lets an admin change only the follow-up and notes", async () => {
    const { id } = (await (await post(dealerLeadBody({ companyId: DEALER_ID, email: email('glance'), firstName: 'Robin', lastName: 'Glance' }))).json()) as { id: string }
    await runLeadJobs(payload)
    const lead = await leadById(id)
    expect(lead.title).toMatch(/^Robin Glance · Contact a dealer · \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    expect(lead.followUp).toBe('new')
    const attempts = readAttempts(lead.deliveries?.[0]?.log)
    expect(attempts).toEqual([{ at: lead.deliveries?.[0]?.deliveredAt, outcome: 'delivered', to: DEALER_EMAIL, error: null }])

    // An admin's save (access applied) keeps what the homeowner sent and the delivery state.
    const admin = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]!
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
      data: { email: 'changed@example.com', deliveryStatus: 'pending', followUp: 'contacted', notes: 'Called back on Monday.' },
      depth: 0,
    })
    expect(updated).toMatchObject({ email: email('glance').toLowerCase(), deliveryStatus: 'delivered', followUp: 'contacted', notes: 'Called back on Monday.' })
  })

  it("answers the admin's relationship lookup (POST with a GET method override) for a signed-in admin; anyone else gets the public intake", async () => {
    const token = await adminToken().catch(async () => {
      const login = await payload.login({ collection: 'users', data: { email: `leads-admin-${stamp}@example.com`, password: 'leads-admin-password-1' } })
      return login.token as string
    })
    const id = await idOf(((await (await post(dealerLeadBody({ email: email('lookup') }))).json()) as { id: string }).id)
    const lookup = (headers: Record<string, string>) =>
      leadsPost(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET', ...headers },
          body: `depth=0&limit=1&where[id][equals]=${id}`,
        }),
      )
    const answered = await lookup({ Authorization: `JWT ${token}` })
    expect(answered.status).toBe(200)
    expect(((await answered.json()) as { docs: { id: number; title: string }[] }).docs).toEqual([expect.objectContaining({ id, title: expect.stringContaining('Contact a dealer') })])
    expect((await lookup({})).status).toBe(415)
  })

  it('deletes leads older than the retention setting', async () => {
    const { id: oldId } = (await (await post(dealerLeadBody({ email: email('old') }))).json()) as { id: string }
    const { id: newId } = (await (await post(dealerLeadBody({ email: email('new') }))).json()) as { id: string }
    await payload.updateGlobal({ slug: 'lead-settings', data: { retentionDays: 30 }, context: { disableRevalidate: true } })
    clearLeadSettingsCache()
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
    const [oldLead, newLead] = [await idOf(oldId), await idOf(newId)]
    await payload.db.updateOne({ collection: 'leads', id: oldLead, data: { createdAt: old } })
    try {
      expect(await purgeOldLeads(payload)).toBeGreaterThanOrEqual(1)
      expect(await payload.findByID({ collection: 'leads', id: oldLead, disableErrors: true })).toBeNull()
      expect(await payload.findByID({ collection: 'leads', id: newLead, disableErrors: true })).not.toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'lead-settings', data: { retentionDays: 730 }, context: { disableRevalidate: true } })
      clearLeadSettingsCache()
    }
  })
})

describe(`the intake's hand-written INSERT (${adapterName()})`, () => {
  it('names only columns the leads table has, and every column the table requires', async () => {
    // submitLead writes leads with raw SQL for speed: a field renamed in the collection must fail here, not on a homeowner's submit.
    const { rows } = await runSql(
      payload,
      isPostgres(payload)
        ? `SELECT column_name AS name, (is_nullable = 'NO' AND column_default IS NULL) AS required FROM information_schema.columns WHERE table_name = 'leads'`
        : `SELECT name, ("notnull" = 1 AND dflt_value IS NULL AND pk = 0) AS required FROM pragma_table_info('leads')`,
    )
    const table = new Set(rows.map((row) => String(row.name)))
    const written = [...LEAD_COLUMNS.map(([column]) => column), 'created_at', 'updated_at']
    expect(written.filter((column) => !table.has(column))).toEqual([])
    const required = rows.filter((row) => row.required === true || row.required === 1 || row.required === 't').map((row) => String(row.name))
    expect(required.filter((column) => column !== 'id' && !written.includes(column))).toEqual([])
  })
})
