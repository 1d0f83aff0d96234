import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../tests/support/renderHtml'
import { CONTACT_BLOCK_TEXT, PAGE_FORM_TEXT } from '@/domain/leads/messages'
import { LeadFormFooter } from './LeadFormFooter'

describe('LeadFormFooter', () => {
  it('while sending: the failure alert names the support phone and Submit says Sending... and is disabled', async () => {
    const html = await renderHtml(
      <LeadFormFooter privacyPolicyUrl="/privacy/" failure={PAGE_FORM_TEXT.failure('1-800-555-0100')} submit={{ formName: 'CUSTOMER_CARE', sending: true }} />,
    )
    expect(html).toContain('href="/privacy/"')
    expect(html).toMatch(/<p class="field-error lead-form__failure" role="alert">[^<]*call us at 1-800-555-0100\.<\/p>/)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-track="CUSTOMER_CARE: submit"[^>]*>Sending\.\.\.<\/button>/)
  })

  it('idle, in French, on a step before the last: no consent note, no alert, Next in place of Submit', async () => {
    const idle = await renderHtml(<LeadFormFooter privacyPolicyUrl="/p/" language="fr" failure={false} submit={{ formName: 'F', sending: false, text: CONTACT_BLOCK_TEXT.fr }} />)
    expect(idle).not.toContain('role="alert"')
    expect(idle).toMatch(/<button type="submit"[^>]*data-track="F: submit"[^>]*>Envoyer<\/button>/)
    expect(idle).not.toContain('disabled')
    const step1 = await renderHtml(
      <LeadFormFooter>
        <button type="submit">Next</button>
      </LeadFormFooter>,
    )
    expect(step1).toBe('<div class="lead-form__buttons"><button type="submit">Next</button></div>')
  })
})
