import { getPayload } from 'payload'
import config from '@payload-config'
import { loadEnv } from '@/lib/env'
import { logger } from '@/lib/logger'
import { SchemaBehindError, assertSchemaIsCurrent } from './db/schemaCheck'

export async function checkStartup(): Promise<void> {
  loadEnv()
  try {
    const payload = await getPayload({ config })
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
