import type { Payload } from 'payload'
import { DEFAULT_LEAD_RETENTION_DAYS } from '@/domain/leads/leadSettings'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import type { ContentBlock } from '@/payload-types'

type Report = { created: string[]; kept: string[] }
type RichText = ContentBlock['richText']
type Node = RichText['root']['children'][number]

const ctx = { disableRevalidate: true }

export const PRIVACY_POLICY_SLUG = 'privacy-policy'

// Lexical's serialized shape, written out once so the policy below reads as text.
const text = (value: string): Node => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const block = { format: '', indent: 0, version: 1, direction: 'ltr' } as const
const inline = (parts: Array<string | Node>): Node[] => parts.map((part) => (typeof part === 'string' ? text(part) : part))
const p = (...parts: Array<string | Node>): Node => ({ type: 'paragraph', ...block, textFormat: 0, textStyle: '', children: inline(parts) })
const h = (tag: 'h1' | 'h2', value: string): Node => ({ type: 'heading', tag, ...block, children: [text(value)] })
const ul = (...items: Array<string | Array<string | Node>>): Node => ({
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  ...block,
  children: items.map((item, i) => ({ type: 'listitem', value: i + 1, ...block, children: inline(Array.isArray(item) ? item : [item]) })),
})
const link = (label: string, url: string): Node => ({
  type: 'link',
  ...block,
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

const years = Math.round(DEFAULT_LEAD_RETENTION_DAYS / 365)
const { supportPhone, supportHours } = DEFAULT_SITE_SETTINGS

/** Sample text written for this demo site: what the dealer forms collect, why, who gets it, for how long. */
export function privacyPolicyText(): RichText {
  return {
    root: {
      type: 'root',
      ...block,
      children: [
        h('h1', 'Privacy policy'),
        p('This page explains what happens to the information you send us through this website: what the forms collect, why, who receives it and for how long.'),
        p('Last updated: 23 November 2026.'),

        h('h2', 'Who we are'),
        p(
          'This website helps homeowners find a local heating and cooling dealer, learn about equipment and look up rebates. In this policy “we” means the brand that runs the site, and “dealer” means an independent heating and cooling business listed in our dealer locator.',
        ),

        h('h2', 'What we collect'),
        p('You can search for dealers and rebates without telling us who you are. When you send a dealer contact or request form, we receive:'),
        ul(
          'your contact details: name, email address, phone number, street address, town, state or province, and ZIP or postal code;',
          'your request: why you are getting in touch, the service you are interested in, how you would like to be contacted, whether you own your system, and any message you write;',
          'the dealer you chose and the page you sent the form from;',
          'a record of your agreement to be contacted: the exact wording you saw, its version, the date and time, and the IP address and browser type your device sent.',
        ),
        p(
          'When you search by ZIP code, postal code or city, we use what you typed to answer that search. If our analytics cookies are set in your browser, we attach their visitor and session identifiers to your request so we can tell, in total, which pages help homeowners reach a dealer.',
        ),

        h('h2', 'Why we use it'),
        ul(
          'to pass your request to the dealer you chose, so that they can contact you about it;',
          'to email you a copy of your request, when we offer that;',
          'to avoid contacting you twice: a request repeated to the same dealer within a day is kept but not sent again;',
          'to keep proof that you agreed to be contacted, and to find and fix problems with our forms.',
        ),
        p('We do not sell your information and we do not use it for advertising.'),

        h('h2', 'Who receives it'),
        p(
          'The dealer you choose receives your request, usually by email. Dealers are independent businesses: once a dealer has your request, its own privacy policy covers what it does with it. We may also send requests to the system our customer-care team works in, run by service providers that handle them only on our instructions. We disclose information when the law requires us to.',
        ),

        h('h2', 'How long we keep it'),
        p(
          `We keep each request, together with the record of your agreement, for ${years} years (${DEFAULT_LEAD_RETENTION_DAYS} days) and then delete it automatically. Dealers keep their copy under their own policies.`,
        ),

        h('h2', 'Your choices'),
        ul(
          ['Sending a form is optional: ', link('the dealer locator', '/find-a-dealer/'), ' shows each dealer’s phone number, so you can call instead.'],
          'You can ask us what we hold about you, and ask us to correct or delete it.',
          'You can withdraw your agreement to be contacted at any time: tell the dealer, or tell us and we will pass it on.',
          'Depending on where you live, for example in California or in Canada, the law may give you further rights; contact us to use them.',
        ),

        h('h2', 'How we protect it'),
        p(
          'Requests are stored in our own database and only the administrators of this website can see them. Connections to the site are encrypted, and nothing you type into a form is shared with advertising networks or social media.',
        ),

        h('h2', 'Contact us'),
        p(
          `For questions about this policy or about your information, call ${supportPhone} (${supportHours}) or write to privacy@example.com.`,
        ),

        h('h2', 'Changes to this policy'),
        p('When we change this policy we publish the new version on this page and update the date at the top.'),
      ],
    },
  }
}

/** Idempotent: creates the privacy policy page when no page has its slug; an existing page is never changed. */
export async function seedPrivacyPolicy(payload: Payload, report: Report): Promise<void> {
  const existing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: PRIVACY_POLICY_SLUG } },
    limit: 1,
    depth: 0,
    draft: true,
  })
  if (existing.docs.length) {
    report.kept.push('privacy policy page')
    return
  }
  await payload.create({
    collection: 'pages',
    context: ctx,
    data: {
      title: 'Privacy Policy',
      slug: PRIVACY_POLICY_SLUG,
      _status: 'published',
      meta: {
        title: 'Privacy policy',
        description: 'What the dealer contact forms collect, why, who receives it and for how long.',
      },
      layout: [{ blockType: 'content', richText: privacyPolicyText() }],
    },
  })
  report.created.push('privacy policy page')
}
