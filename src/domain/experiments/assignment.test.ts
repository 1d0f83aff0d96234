import { describe, expect, it } from 'vitest'
import {
  assignmentsFromSegment,
  decideExperiments,
  anyExperimentOnPath,
  experimentsForPath,
  experimentScope,
  isRunning,
  parseAssignments,
  parseStoredAssignments,
  pickVariant,
  resolveVariant,
  runningAssignments,
  serialiseAssignments,
  serialiseStoredAssignments,
  variantCombinations,
  type StoredAssignment,
  variantPath,
  type ExperimentRule,
} from './assignment'

const now = new Date('2026-11-23T12:00:00Z')
const offer: ExperimentRule = {
  key: 'offer-copy',
  run: 7,
  phase: 2,
  paths: ['/offers/'],
  status: 'running',
  variants: [
    { key: 'control', weight: 50 },
    { key: 'b', weight: 50 },
  ],
}

describe('pickVariant', () => {
  it('splits the unit interval by weight', () => {
    const variants = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 3 },
    ]
    expect(pickVariant(variants, 0)).toBe('a')
    expect(pickVariant(variants, 0.249)).toBe('a')
    expect(pickVariant(variants, 0.25)).toBe('b')
    expect(pickVariant(variants, 0.999999)).toBe('b')
  })

  it('never picks a variant of weight 0, and gives the control when no weight is positive', () => {
    const variants = [
      { key: 'a', weight: 0 },
      { key: 'b', weight: 2 },
    ]
    for (const r of [0, 0.3, 0.99]) expect(pickVariant(variants, r)).toBe('b')
    expect(pickVariant([{ key: 'a', weight: 0 }, { key: 'b', weight: -1 }], 0.5)).toBe('a')
  })

  it('lands near the weights over many draws', () => {
    const variants = [
      { key: 'a', weight: 20 },
      { key: 'b', weight: 80 },
    ]
    let b = 0
    for (let i = 0; i < 1000; i++) if (pickVariant(variants, (i + 0.5) / 1000) === 'b') b++
    expect(b).toBe(800)
  })
})

describe('isRunning', () => {
  it('needs the running status and now within the dates', () => {
    expect(isRunning(offer, now)).toBe(true)
    expect(isRunning({ ...offer, status: 'ended' }, now)).toBe(false)
    expect(isRunning({ ...offer, status: 'draft' }, now)).toBe(false)
    expect(isRunning({ ...offer, startsAt: '2026-11-24T00:00:00Z' }, now)).toBe(false)
    expect(isRunning({ ...offer, endsAt: '2026-11-23T11:59:59Z' }, now)).toBe(false)
    expect(isRunning({ ...offer, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, now)).toBe(true)
  })
})

const held = (variant: string, state: StoredAssignment['state'] = 'c', id = 7, phase = 2): StoredAssignment => ({ variant, run: id, phase, state })
const scope = experimentScope(offer)

describe('resolveVariant', () => {
  it('keeps a current assignment; counts a pending one at its first real page view', () => {
    expect(resolveVariant(offer, held('b'), now, () => 0, true)).toEqual({ variant: 'b', next: null, counted: false })
    expect(resolveVariant(offer, held('b', 'u'), now, () => 0, false)).toEqual({ variant: 'b', next: null, counted: false })
    expect(resolveVariant(offer, held('b', 'u'), now, () => 0, true)).toEqual({ variant: 'b', next: held('b', 'c'), counted: true })
  })

  it('a new visitor is drawn by weight, and counted only on a page view that counts', () => {
    expect(resolveVariant(offer, undefined, now, () => 0.7, true)).toEqual({ variant: 'b', next: held('b', 'c'), counted: true })
    expect(resolveVariant(offer, undefined, now, () => 0.7, false)).toEqual({ variant: 'b', next: held('b', 'u'), counted: false })
  })

  it('an unknown variant, another record with the key, or an earlier phase: drawn again by weight, never counted', () => {
    for (const stale of [held('zzz'), held('b', 'c', 3), held('b', 'c', 7, 1)]) {
      expect(resolveVariant(offer, stale, now, () => 0.7, true)).toEqual({ variant: 'b', next: held('b', 'x'), counted: false })
      // Not "control by default": the draw decides.
      expect(resolveVariant(offer, stale, now, () => 0.2, true)?.variant).toBe('control')
    }
    // Left out for good: a later real page view does not count them either.
    expect(resolveVariant(offer, held('b', 'x'), now, () => 0, true)).toEqual({ variant: 'b', next: null, counted: false })
  })

  it('gives the control once the experiment has ended, whatever the cookie says', () => {
    const ended = { ...offer, endsAt: '2026-11-01T00:00:00Z' }
    expect(resolveVariant(ended, held('b'), now, () => 0.99, true)).toEqual({ variant: 'control', next: null, counted: false })
  })
})

describe('decideExperiments', () => {
  it('assigns a new visitor, counts them under the experiment phase, and returns the cookie payload', () => {
    const decision = decideExperiments([offer], '/offers/', {}, now, () => 0.7)
    expect(decision).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: 'offer-copy_b_7p2_c', fresh: { [scope]: 'b' } })
    expect(scope).toBe('offer-copy@7p2')
  })

  it('keeps a returning visitor on their variant without a new cookie', () => {
    expect(decideExperiments([offer], '/offers/', { 'offer-copy': held('b') }, now, () => 0)).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: null, fresh: {} })
  })

  it('a HEAD or prefetch assigns without counting; the first real view counts', () => {
    const prefetch = decideExperiments([offer], '/offers/', {}, now, () => 0.7, false)
    expect(prefetch).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: 'offer-copy_b_7p2_u', fresh: {} })
    const view = decideExperiments([offer], '/offers/', parseStoredAssignments(prefetch.cookie), now, () => 0)
    expect(view).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: 'offer-copy_b_7p2_c', fresh: { [scope]: 'b' } })
  })

  it('matches the path without regard to the trailing slash, case or query', () => {
    expect(decideExperiments([offer], '/Offers?utm=x', { 'offer-copy': held('b') }, now).assignments).toEqual({ 'offer-copy': 'b' })
  })

  it('does nothing on other paths or for ended experiments', () => {
    expect(decideExperiments([offer], '/', {}, now)).toEqual({ assignments: {}, cookie: null, fresh: {} })
    expect(decideExperiments([{ ...offer, status: 'ended' }], '/offers/', { 'offer-copy': held('b') }, now)).toEqual({ assignments: {}, cookie: null, fresh: {} })
  })

  it('keeps assignments of other pages in the cookie', () => {
    const other: ExperimentRule = { ...offer, key: 'home-hero', run: 8, phase: 1, paths: ['/'] }
    const decision = decideExperiments([offer, other], '/', { 'offer-copy': held('b') }, now, () => 0)
    expect(decision).toEqual({ assignments: { 'home-hero': 'control' }, cookie: 'home-hero_control_8p1_c~offer-copy_b_7p2_c', fresh: { 'home-hero@8p1': 'control' } })
  })
})

describe('runningAssignments (what a lead records)', () => {
  it('only counted assignments of the current phase of a running experiment', () => {
    const ended: ExperimentRule = { ...offer, key: 'old', run: 9, status: 'ended' }
    expect(runningAssignments([offer, ended], { 'offer-copy': held('b'), old: held('b', 'c', 9) }, now)).toEqual({ [scope]: 'b' })
    expect(runningAssignments([offer], { 'offer-copy': held('zzz') }, now)).toEqual({})
    expect(runningAssignments([offer], { 'offer-copy': held('b', 'u') }, now)).toEqual({})
    expect(runningAssignments([offer], { 'offer-copy': held('b', 'x') }, now)).toEqual({})
    expect(runningAssignments([offer], { 'offer-copy': held('b', 'c', 7, 1) }, now)).toEqual({})
    expect(runningAssignments([offer], {}, now)).toEqual({})
  })
})

describe('cookie and segment encoding', () => {
  it('the cookie payload round-trips and drops malformed pairs', () => {
    const stored = { b: held('x', 'u', 3, 1), a: held('y') }
    expect(parseStoredAssignments(serialiseStoredAssignments(stored))).toEqual(stored)
    expect(parseStoredAssignments('a_b_7p2_c~a_b~c_d_7p2_z~<x>_y_1p1_c~ok_fine_0p1_c~x_y_1p1_c_more')).toEqual({ a: held('b') })
  })

  it('segments round-trip and drop malformed pairs', () => {
    expect(parseAssignments(serialiseAssignments({ b: 'x', a: 'y' }))).toEqual({ a: 'y', b: 'x' })
    expect(parseAssignments('a_b~bad~c_d_e~<x>_y~ok_fine~x.y')).toEqual({ a: 'b', ok: 'fine' })
    expect(parseAssignments('')).toEqual({})
    expect(parseAssignments('x'.repeat(2000))).toEqual({})
  })

  it('builds the internal path of the pre-rendered variant', () => {
    expect(variantPath('/offers', { 'offer-copy': 'b' })).toBe('/exp-variant/offer-copy_b/offers/')
    expect(variantPath('/', { home: 'a' })).toBe('/exp-variant/home_a/')
    expect(assignmentsFromSegment('offer-copy_b')).toEqual({ 'offer-copy': 'b' })
    expect(assignmentsFromSegment('%3Cscript%3E')).toEqual({})
  })

  it('lists every combination of variants for pre-rendering', () => {
    const other: ExperimentRule = { ...offer, key: 'cta', variants: [{ key: 'a', weight: 1 }, { key: 'b', weight: 1 }, { key: 'c', weight: 1 }] }
    expect(variantCombinations([offer, other])).toHaveLength(6)
    expect(variantCombinations([])).toEqual([{}])
  })
})

describe('experimentsForPath', () => {
  it('finds the running experiments of a path', () => {
    expect(experimentsForPath([offer], '/offers/', now).map((e) => e.key)).toEqual(['offer-copy'])
    expect(experimentsForPath([offer], '/offers/more/', now)).toEqual([])
  })

  it('says at once whether any experiment names a path, in any spelling of it', () => {
    const list = [offer]
    for (const path of ['/offers/', '/Offers', 'offers/?x=1']) expect(anyExperimentOnPath(list, path), path).toBe(true)
    for (const path of ['/offers/more/', '/', '/rebates/']) expect(anyExperimentOnPath(list, path), path).toBe(false)
    expect(anyExperimentOnPath([], '/offers/')).toBe(false)
  })
})
