import { describe, expect, it } from 'vitest'
import {
  assignmentsFromSegment,
  decideExperiments,
  experimentsForPath,
  isRunning,
  parseAssignments,
  pickVariant,
  resolveVariant,
  runningAssignments,
  serialiseAssignments,
  variantCombinations,
  variantPath,
  type ExperimentRule,
} from './assignment'

const now = new Date('2026-11-23T12:00:00Z')
const offer: ExperimentRule = {
  key: 'offer-copy',
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

describe('resolveVariant', () => {
  it('keeps a known variant from the cookie', () => {
    expect(resolveVariant(offer, 'b', now, () => 0)).toEqual({ variant: 'b', fresh: false })
  })

  it('gives the control for an unknown variant', () => {
    expect(resolveVariant(offer, 'zzz', now, () => 0.99)).toEqual({ variant: 'control', fresh: true })
  })

  it('gives the control once the experiment has ended, whatever the cookie says', () => {
    const ended = { ...offer, endsAt: '2026-11-01T00:00:00Z' }
    expect(resolveVariant(ended, 'b', now, () => 0.99)).toEqual({ variant: 'control', fresh: false })
    expect(resolveVariant({ ...offer, status: 'ended' }, undefined, now, () => 0.99)?.variant).toBe('control')
  })
})

describe('decideExperiments', () => {
  it('assigns a new visitor and returns the cookie to set', () => {
    const decision = decideExperiments([offer], '/offers/', undefined, now, () => 0.7)
    expect(decision).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: 'offer-copy_b', fresh: { 'offer-copy': 'b' } })
  })

  it('keeps a returning visitor on their variant without a new cookie', () => {
    expect(decideExperiments([offer], '/offers/', 'offer-copy_b', now, () => 0)).toEqual({ assignments: { 'offer-copy': 'b' }, cookie: null, fresh: {} })
  })

  it('matches the path without regard to the trailing slash, case or query', () => {
    expect(decideExperiments([offer], '/Offers?utm=x', 'offer-copy_b', now).assignments).toEqual({ 'offer-copy': 'b' })
  })

  it('does nothing on other paths or for ended experiments', () => {
    expect(decideExperiments([offer], '/', undefined, now)).toEqual({ assignments: {}, cookie: null, fresh: {} })
    expect(decideExperiments([{ ...offer, status: 'ended' }], '/offers/', 'offer-copy_b', now)).toEqual({ assignments: {}, cookie: null, fresh: {} })
  })

  it('keeps assignments of other pages in the cookie', () => {
    const other: ExperimentRule = { ...offer, key: 'home-hero', paths: ['/'] }
    const decision = decideExperiments([offer, other], '/', 'offer-copy_b', now, () => 0)
    expect(decision).toEqual({ assignments: { 'home-hero': 'control' }, cookie: 'home-hero_control~offer-copy_b', fresh: { 'home-hero': 'control' } })
  })
})

describe('fresh assignments (what the proxy counts)', () => {
  it('a variant deleted since is replaced by the control, a new assignment', () => {
    expect(decideExperiments([offer], '/offers/', 'offer-copy_gone', now).fresh).toEqual({ 'offer-copy': 'control' })
  })
})

describe('runningAssignments (what a lead records)', () => {
  it('keeps only running experiments with a variant that exists', () => {
    const ended: ExperimentRule = { ...offer, key: 'old', status: 'ended' }
    expect(runningAssignments([offer, ended], 'offer-copy_b~old_b~other_x', now)).toEqual({ 'offer-copy': 'b' })
    expect(runningAssignments([offer], 'offer-copy_zzz', now)).toEqual({})
    expect(runningAssignments([offer], undefined, now)).toEqual({})
  })
})

describe('cookie and segment encoding', () => {
  it('round-trips and drops malformed pairs', () => {
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
})
