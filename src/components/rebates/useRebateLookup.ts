'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { pushAnalyticsEvent } from '@/lib/analytics'
import { saveStoredZipcode, showZipcodeInUrl } from '@/lib/userProfileStore'
import { type RebateAnswer, rebateView } from '@/domain/rebates/lookupView'
import { fetchRebates } from './rebatesClient'

export type RebateLookupStatus = { kind: 'idle' } | { kind: 'loading' } | RebateAnswer | { kind: 'error' }

/** The rebate blocks on the page, each told of a ZIP another one was asked for (one searched ZIP per page, issue 39). */
const followers = new Set<{ follow: (zip: string) => void }>()

/**
 * One rebate lookup at a time from our own API (the savings block and the widget): `lookUp(zip)`
 * remembers the ZIP once a place answers it (and with `inUrl` puts it in the address), pushes `ecorebates-search`, cancels
 * the lookup before it, and sets the status only when the answer
 * (or the failure) arrives, so a first lookup may start from an effect. `setStatus` is for what the
 * form shows before that ("Loading...", a cleared error). `answered` is a search the server already
 * answered (a linked search): it is shown from the start, remembered and counted like any other.
 * `search(zip)` is the homeowner's own search: every other rebate block on the page looks the same ZIP
 * up too (without counting it again) and calls its `onFollow` to show the ZIP in its box.
 */
export function useRebateLookup(
  brandCode: string,
  { inUrl = false, answered, onFollow }: { inUrl?: boolean; answered?: RebateAnswer; onFollow?: (zip: string) => void } = {},
) {
  const [status, setStatus] = useState<RebateLookupStatus>(answered ?? { kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])
  const answeredZip = answered?.zip
  useEffect(() => {
    if (!answeredZip) return
    saveStoredZipcode(answeredZip)
    pushAnalyticsEvent('ecorebates-search', { zipcode: answeredZip })
  }, [answeredZip])

  const run = useCallback(
    (zip: string, { counted }: { counted: boolean }) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      if (inUrl) showZipcodeInUrl(zip)
      if (counted) pushAnalyticsEvent('ecorebates-search', { zipcode: zip })
      return fetchRebates(brandCode, zip, current.signal).then(
        (lookup) => {
          if (current.signal.aborted) return
          // Only a ZIP a place answers is remembered for the other tools (issue 42: a mistyped one
          // made the locator open on "We could not find that place").
          if (lookup.cityState.trim() !== '') saveStoredZipcode(zip)
          setStatus({ kind: 'done', zip, view: rebateView(lookup) })
        },
        (error: unknown) => {
          if (current.signal.aborted) return
          console.warn('Rebate lookup failed', error)
          setStatus({ kind: 'error' })
        },
      )
    },
    [brandCode, inUrl],
  )
  const lookUp = useCallback((zip: string) => run(zip, { counted: true }), [run])

  const onFollowRef = useRef(onFollow)
  useEffect(() => {
    onFollowRef.current = onFollow
  })
  const self = useRef<{ follow: (zip: string) => void } | null>(null)
  useEffect(() => {
    const me = {
      follow: (zip: string) => {
        onFollowRef.current?.(zip)
        setStatus({ kind: 'loading' })
        void run(zip, { counted: false })
      },
    }
    self.current = me
    followers.add(me)
    return () => {
      followers.delete(me)
    }
  }, [run])
  const search = useCallback(
    (zip: string) => {
      for (const other of followers) if (other !== self.current) other.follow(zip)
      return lookUp(zip)
    },
    [lookUp],
  )
  return { status, setStatus, lookUp, search }
}
