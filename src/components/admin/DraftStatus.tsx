'use client'

import { useDocumentInfo, useFormBackgroundProcessing, useFormModified } from '@payloadcms/ui'
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

/**
 * "Create New" saves an empty page at once (autosave needs one to save into). When the editor leaves
 * it without typing anything, it is deleted again, so no "<No Page title>" rows pile up; the server
 * keeps any page that has something in it.
 */
function useDiscardWhenLeftUntouched() {
  const { id, data, hasPublishedDoc } = useDocumentInfo()
  const untouchedAtOpen = useRef(Boolean(id) && isUntouchedDraft((data ?? {}) as DraftShape, { hasPublishedVersion: hasPublishedDoc }))
  useEffect(() => {
    if (!id || !untouchedAtOpen.current) return
    let sent = false
    const discard = () => {
      // Moving to this page's own versions or API view is not leaving it.
      if (sent || window.location.pathname.includes(`/collections/pages/${id}/`)) return
      sent = true
      void fetch(`/api/pages/${id}/discard-untouched`, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined)
    }
    window.addEventListener('pagehide', discard)
    return () => {
      window.removeEventListener('pagehide', discard)
      discard()
    }
  }, [id])
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
