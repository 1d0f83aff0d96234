import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The shared Payload instance, with the jobs cron started (Payload only starts `jobs.autoRun`
 * when some caller asks for `cron: true`; admin requests do, plain getPayload() does not).
 * Lead and call-tracking routes use this so a process that only takes leads still delivers them.
 */
export function payloadWithJobs(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
