'use client'

import { useConfig, useDocumentInfo, useFormBackgroundProcessing, useFormModified } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { isUntouchedDraft, type DraftShape } from '@/domain/pages/untouchedDraft'

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

/**
 * Next to Publish: whether the editor's changes are saved as a draft, being saved, or live. Drafts
 * save themselves (autosave) a moment after the last change; this says so in words, not only in
 * the small "Last saved" text.
 */
function useDraftState(): { tone: 'saving' | 'pending' | 'saved' | 'live'; text: string } {
  const { data, hasPublishedDoc, unpublishedVersionCount, lastUpdateTime } = useDocumentInfo()
  const modified = useFormModified()
  const saving = useFormBackgroundProcessing()
  const status = (data as DraftShape | undefined)?._status
  if (saving) return { tone: 'saving', text: 'Saving draft…' }
  if (modified) return { tone: 'pending', text: 'Saving in a moment…' }
  if (status === 'published' && unpublishedVersionCount === 0) return { tone: 'live', text: 'Live: visitors see this version' }
  const when = lastUpdateTime ? ` at ${time(lastUpdateTime)}` : ''
  return { tone: 'saved', text: `Draft saved${when}, ${hasPublishedDoc ? 'changes not live yet' : 'not published yet'}` }
}

/** Whether this browser tab was reloaded on this very page (not reloaded elsewhere and then moved here). */
function reloadedOn(path: string): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'reload' && new URL(entry.name).pathname.replace(/\/$/, '') === path.replace(/\/$/, '')
}

/**
 * "Create New" saves an empty page at once (autosave needs one to save into). When the editor leaves
 * it without typing anything (to another admin screen, or by closing the tab), it is deleted again,
 * so no "<No Page title>" rows pile up; the server keeps any page that has something in it.
 */
function useDiscardWhenLeftUntouched() {
  const { id, data, hasPublishedDoc } = useDocumentInfo()
  const { config } = useConfig()
  const untouchedAtOpen = useRef(Boolean(id) && isUntouchedDraft((data ?? {}) as DraftShape, { hasPublishedVersion: hasPublishedDoc }))
  useEffect(() => {
    if (!id || !untouchedAtOpen.current) return
    // A reload unloads the page first, and that asked for this empty page to go: load a new one instead
    // (a new document, so the new page is not taken for a reload in its turn).
    if (reloadedOn(`${config.routes.admin}/collections/pages/${id}`)) {
      window.location.replace(`${config.routes.admin}/collections/pages/create`)
      return
    }
    let sent = false
    const discard = () => {
      if (sent) return
      sent = true
      void fetch(`/api/pages/${id}/discard-untouched`, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined)
    }
    // The tab closes, reloads or leaves the admin. A page kept for the back button may come back: the daily clean-up has it otherwise.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) discard()
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      // Moving within the admin; to this page's own versions or API view is not leaving it.
      if (!window.location.pathname.includes(`/collections/pages/${id}/`)) discard()
    }
  }, [id, config.routes.admin])
}

export function DraftStatus() {
  useDiscardWhenLeftUntouched()
  const { tone, text } = useDraftState()
  return (
    <p className={`draft-status draft-status--${tone}`} role="status" aria-live="polite">
      <span className="draft-status__dot" aria-hidden="true" />
      {text}
    </p>
  )
}
