import { cache } from 'react'
import type { Assignments } from '@/domain/experiments/assignment'

/**
 * The variants the page being rendered shows, per experiment key: set by the variant route from its
 * path segment, read by each experiment placement. React's `cache` scopes it to one render, so
 * concurrent renders of other variants never see it. Empty (every placement shows its control) on
 * the ordinary page route.
 */
const store = cache((): { assignments: Assignments } => ({ assignments: {} }))

export function setRenderAssignments(assignments: Assignments): void {
  store().assignments = assignments
}

export function renderAssignments(): Assignments {
  return store().assignments
}
