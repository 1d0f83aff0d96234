'use client'

import { TextField, toast, useConfig, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useRef, useState } from 'react'
import { pagePath, slugFromTitle } from '@/domain/pages/pagePath'
import { checkPathInput } from '@/domain/pages/pathRules'

type SavedPage = { slug?: unknown; _status?: unknown; updatedAt?: unknown }

/** The slug the public site answers: the saved document's when it is the published one, else the published version's. */
function usePublishedSlug(): string | null {
  const { id, data, hasPublishedDoc } = useDocumentInfo()
  const saved = data as SavedPage | undefined
  const savedIsPublished = saved?._status === 'published' && typeof saved.slug === 'string'
  const [fetched, setFetched] = useState<string | null>(null)
  useEffect(() => {
    if (!id || !hasPublishedDoc || savedIsPublished) return
    const controller = new AbortController()
    // Without ?draft the API answers with the published version.
    fetch(`/api/pages/${id}?depth=0&select[slug]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((page: SavedPage | null) => setFetched(typeof page?.slug === 'string' ? page.slug : null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, hasPublishedDoc, savedIsPublished])
  if (savedIsPublished) return saved.slug as string
  return hasPublishedDoc ? fetched : null
}

/** After each publish: a toast that links the page as visitors now see it. */
function usePublishedToast(liveUrl: string | null) {
  const { data } = useDocumentInfo()
  const saved = data as SavedPage | undefined
  const seen = useRef(saved?.updatedAt)
  useEffect(() => {
    if (saved?.updatedAt === seen.current) return
    seen.current = saved?.updatedAt
    if (saved?._status !== 'published' || !liveUrl) return
    toast.success(
      <span>
        Published: visitors see it now.{' '}
        <a href={liveUrl} target="_blank" rel="noopener noreferrer">
          View live page
        </a>
      </span>,
      // A toast with a link stays long enough to reach it by keyboard (Payload's default is a few seconds); it has a close button.
      { duration: 20_000 },
    )
  }, [saved?.updatedAt, saved?._status, liveUrl])
}

/**
 * The page's URL path: filled in from the title until the page is first published (editable at
 * any time), tidied into the stored form when the editor leaves the box, and shown as the full
 * address with a link to the live page once it is published.
 */
export function PageSlugField(props: TextFieldClientProps) {
  const { path } = props
  const { value, setValue } = useField<string>({ path })
  const title = useFormFields(([fields]) => fields.title?.value)
  const { hasPublishedDoc } = useDocumentInfo()
  const { config } = useConfig()
  const site = (config.serverURL || '').replace(/\/$/, '')

  // The path follows the title while it is still the one the title suggested (or empty) and the
  // page has never been published: a live address is never changed behind the editor's back.
  const lastTitle = useRef(typeof title === 'string' ? title : '')
  useEffect(() => {
    const next = typeof title === 'string' ? title : ''
    const previous = lastTitle.current
    lastTitle.current = next
    if (next === previous || hasPublishedDoc) return
    const current = typeof value === 'string' ? value : ''
    if (current === '' || current === slugFromTitle(previous)) setValue(slugFromTitle(next))
  }, [title, value, hasPublishedDoc, setValue])

  const typed = typeof value === 'string' ? value.trim() : ''
  // A path the rules refuse ("???") shows no address: the field's message says why.
  const checked = checkPathInput(typed)
  const address = checked.ok ? `${site}${pagePath(checked.slug)}` : null
  const publishedSlug = usePublishedSlug()
  const liveUrl = publishedSlug ? `${site}${pagePath(publishedSlug)}` : null
  usePublishedToast(liveUrl)

  return (
    <div
      className="page-slug-field"
      onBlur={() => {
        if (checked.ok && checked.slug !== value) setValue(checked.slug)
      }}
    >
      <TextField {...props} />
      <div className="page-slug-field__address">
        {address ? (
          <p>
            Address: <span className="page-slug-field__url">{address}</span>
          </p>
        ) : null}
        {liveUrl ? (
          <p>
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              View live page
            </a>
            {address && liveUrl !== address ? <span> (visitors find it at {liveUrl} until you publish the new address)</span> : null}
          </p>
        ) : (
          <p>Not published yet: visitors cannot see this page.</p>
        )}
      </div>
    </div>
  )
}
