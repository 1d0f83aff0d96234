import type { NextRequest } from 'next/server'
import { isSelfIdentifiedBot } from '@/domain/experiments/bots'

// The robot check per User-Agent, remembered (the same few hundred strings arrive again and again).
const robotByUserAgent = new Map<string, boolean>()
function isRobot(userAgent: string | null): boolean {
  if (!userAgent) return true
  let robot = robotByUserAgent.get(userAgent)
  if (robot === undefined) {
    robot = isSelfIdentifiedBot(userAgent)
    if (robotByUserAgent.size >= 1000) robotByUserAgent.clear()
    robotByUserAgent.set(userAgent, robot)
  }
  return robot
}

/**
 * Whether a page request is a person viewing the page: a GET (not HEAD), not a prefetch (Next's
 * router, `Purpose`/`Sec-Purpose: prefetch` of browsers' speculative loads), not a self-identified
 * robot. Others are assigned (so what they fetch matches what the visitor will see) but not counted
 * until a real view.
 */
export function isCountablePageView(request: Pick<NextRequest, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET') return false
  const headers = request.headers
  if (headers.has('next-router-prefetch')) return false
  if (/prefetch/i.test(headers.get('purpose') ?? '') || /prefetch/i.test(headers.get('sec-purpose') ?? '')) return false
  return !isRobot(headers.get('user-agent'))
}
