import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { SchemaBehindError, assertSchemaIsCurrent } from './db/schemaCheck'
import { payloadWithJobs } from './jobs/payloadWithJobs'

export async function checkStartup(): Promise<void> {
  loadEnv()
  try {
    // Starting Payload with its cron here means lead delivery runs from boot, not from the first request.
    const payload = await payloadWithJobs()
    await assertSchemaIsCurrent(payload)
  } catch (error) {
    if (error instanceof SchemaBehindError) {
      console.error(error.message)
      process.exit(1)
    }
    // The database may be down at boot; keep serving so /api/health can say 503 and recover later.
    logger.error({ err: error }, 'startup check could not reach the database')
  }
}
