import { logLevel } from './env/runtime'
import pino from 'pino'

/** An error a client caused (bad id, not signed in, forbidden): it carries a 4xx status. */
function clientErrorStatus(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('status' in value)) return null
  const { status } = value
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}

/**
 * Structured JSON logs (one object a line) shared by Payload and our own server code.
 * Payload logs every refused request (404 for a bad id, 401/403 for an anonymous caller) at error
 * level with the stack, and its per-name `loggingLevels` cannot match the minified error names of a
 * production build; here any error carrying a 4xx status becomes one warning line without a stack.
 */
export function createLogger(destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: logLevel(),
    base: { service: 'hvac-site' },
    redact: { paths: ['email', 'phone', '*.email', '*.phone', 'password', '*.password'], remove: true },
    hooks: {
      logMethod(args, method, level) {
        const [first] = args
        const err = typeof first === 'object' && first !== null && 'err' in first ? first.err : first
        const status = level >= 50 ? clientErrorStatus(err) : null
        if (status === null) return method.apply(this, args)
        return this.warn({ status }, err instanceof Error ? err.message : 'Request refused')
      },
    },
  }
  // Without a destination pino writes to stdout, or to the console in a browser bundle (where
  // pino.destination does not exist: client leaves import this logger too).
  return destination ? pino(options, destination) : pino(options)
}

export const logger = createLogger()

