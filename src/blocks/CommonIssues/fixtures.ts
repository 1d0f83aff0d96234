import type { CommonIssuesBlock } from '@/payload-types'
import { DEFAULT_COMMON_ISSUES, DEFAULT_SAFETY_NOTE } from '@/domain/blocks/commonIssues'

/** The six topics of the spec with the defaults an editor starts from (written for this project). */
export const commonIssuesFixture = {
  blockType: 'commonIssues',
  title: 'Common issues and what to check',
  intro: 'Before you book a service visit, a few quick checks often solve the problem or help you describe it to your dealer.',
  safetyNote: DEFAULT_SAFETY_NOTE,
  topics: DEFAULT_COMMON_ISSUES,
  link: { type: 'custom', url: '/find-a-dealer/', label: 'Find a dealer near you', trackingText: 'Common issues: find a dealer', appearance: { background: 'baby-blue', showIcon: true } },
} satisfies CommonIssuesBlock
