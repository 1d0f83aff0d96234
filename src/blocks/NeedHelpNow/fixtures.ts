import type { NeedHelpNowBlock } from '@/payload-types'

/** English, calling the support number from Site settings. */
export const needHelpNowFixture = { blockType: 'needHelpNow', language: 'en' } satisfies NeedHelpNowBlock

/** Spanish, with a number of its own (fictional 555-01xx, sample data). */
export const spanishNeedHelpNowFixture = { blockType: 'needHelpNow', language: 'es', phoneNumber: '1-800-555-0142' } satisfies NeedHelpNowBlock

export const frenchNeedHelpNowFixture = { blockType: 'needHelpNow', language: 'fr' } satisfies NeedHelpNowBlock
