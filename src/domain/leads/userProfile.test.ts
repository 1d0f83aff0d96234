import { describe, expect, it } from 'vitest'
import {
  LOCAL_ZIPCODE_KEY,
  POSTAL_CODE_KEY,
  SYSTEM_REC_OTHER_DEALERS_KEY,
  USER_PROFILE_KEY,
  emptyProfile,
  parseCookies,
  parseDealerIdList,
  parseStoredProfile,
  serializeProfile,
  withCookieIds,
  withDealerContacted,
  withLeadId,
  withProfileFields,
} from '@/domain/leads/userProfile'

describe('storage keys', () => {
  it('match the spec', () => {
    expect(USER_PROFILE_KEY).toBe('user_profile')
    expect(POSTAL_CODE_KEY).toBe('postalCode')
    expect(SYSTEM_REC_OTHER_DEALERS_KEY).toBe('systemRecOtherDealers')
    expect(LOCAL_ZIPCODE_KEY).toBe('zipcode')
  })
})

describe('parseStoredProfile', () => {
  it('starts empty when nothing is stored', () => {
    expect(parseStoredProfile(null)).toEqual({ profile: { leadIds: [], dealersContacted: [] } })
    expect(parseStoredProfile('')).toEqual({ profile: emptyProfile() })
  })

  it('reads a valid profile and round-trips it', () => {
    const stored = { firstName: 'Ann', email: 'ann@example.com', mtaAid: 'a1', leadIds: ['L1'], dealersContacted: [42] }
    const { profile, error } = parseStoredProfile(JSON.stringify(stored))
    expect(error).toBeUndefined()
    expect(profile).toEqual(stored)
    expect(parseStoredProfile(serializeProfile(profile)).profile).toEqual(profile)
  })

  it('fills missing lists', () => {
    expect(parseStoredProfile('{"city":"Austin"}').profile).toEqual({ city: 'Austin', leadIds: [], dealersContacted: [] })
  })

  it('ignores invalid JSON and says why', () => {
    const result = parseStoredProfile('{oops')
    expect(result.profile).toEqual(emptyProfile())
    expect(result.error).toMatch(/not valid JSON/)
  })

  it('ignores a profile of the wrong shape and names the field', () => {
    const result = parseStoredProfile(JSON.stringify({ firstName: 'Ann', dealersContacted: ['42'] }))
    expect(result.profile).toEqual(emptyProfile())
    expect(result.error).toMatch(/dealersContacted\.0/)
    expect(parseStoredProfile('[]').error).toMatch(/does not match/)
  })
})

describe('profile lists only grow, without duplicates', () => {
  it('adds a lead id once', () => {
    const once = withLeadId(emptyProfile(), 'L1')
    const twice = withLeadId(once, 'L1')
    expect(withLeadId(twice, 'L2').leadIds).toEqual(['L1', 'L2'])
    expect(twice).toBe(once)
    expect(withLeadId(once, '')).toBe(once)
  })

  it('adds a contacted dealer once', () => {
    const profile = withDealerContacted(withDealerContacted(emptyProfile(), 7), 7)
    expect(withDealerContacted(profile, 9).dealersContacted).toEqual([7, 9])
    expect(withDealerContacted(profile, Number.NaN)).toBe(profile)
  })

  it('does not mutate the given profile', () => {
    const profile = emptyProfile()
    withLeadId(profile, 'L1')
    withDealerContacted(profile, 1)
    expect(profile).toEqual(emptyProfile())
  })
})

describe('withProfileFields', () => {
  it('copies contact fields and ignores ids and lists', () => {
    const profile = withLeadId(emptyProfile(), 'L1')
    const next = withProfileFields(profile, {
      firstName: 'Ann',
      zip: '75201',
      mtaAid: 'forged',
      mtaSid: 'forged',
      leadIds: ['X'],
      dealersContacted: [1],
      city: 42,
    })
    expect(next).toEqual({ firstName: 'Ann', zip: '75201', leadIds: ['L1'], dealersContacted: [] })
  })
})

describe('withCookieIds', () => {
  it('takes mtaAid and mtaSid from the _mta_aid and _mta_sid cookies', () => {
    const next = withCookieIds(emptyProfile(), 'foo=1; _mta_aid=aid%201; _mta_sid=sid-2')
    expect(next.mtaAid).toBe('aid 1')
    expect(next.mtaSid).toBe('sid-2')
  })

  it('keeps the stored ids when the cookies are absent or empty', () => {
    const stored = { ...emptyProfile(), mtaAid: 'a', mtaSid: 's' }
    expect(withCookieIds(stored, '_mta_aid=; other=1')).toEqual(stored)
    expect(withCookieIds(emptyProfile(), '')).toEqual(emptyProfile())
  })

  it('parses cookie strings defensively', () => {
    const cookies = parseCookies('a=1; broken; b=%E0%A4%A; a=2; =x; c=x=y')
    expect(cookies.get('a')).toBe('1')
    expect(cookies.get('b')).toBe('%E0%A4%A')
    expect(cookies.get('c')).toBe('x=y')
    expect(cookies.has('broken')).toBe(false)
  })
})

describe('parseDealerIdList', () => {
  it('reads the systemRecOtherDealers list, anything else is empty', () => {
    expect(parseDealerIdList('[1,2]')).toEqual([1, 2])
    expect(parseDealerIdList(null)).toEqual([])
    expect(parseDealerIdList('["1"]')).toEqual([])
    expect(parseDealerIdList('nope')).toEqual([])
  })
})
