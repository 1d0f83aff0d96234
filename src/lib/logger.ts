import pino from 'pino'

/** Structured JSON logs (one object a line) shared by Payload and our own server code. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'hvac-site' },
  redact: { paths: ['email', 'phone', '*.email', '*.phone', 'password', '*.password'], remove: true },
})

export type Logger = typeof logger
