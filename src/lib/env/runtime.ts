// The zod-free part of the configuration module: the logger, which client components import
// too, and instrumentation (both runtimes) read these without the schema.

/**
 * Which Next.js runtime runs this code (`nodejs`, `edge`), undefined outside a Next.js server
 * (Vitest, scripts): there `unstable_cache` and `revalidateTag` cannot run. Next replaces the
 * expression at build time.
 */
export function nextRuntime(): string | undefined {
  return process.env.NEXT_RUNTIME
}

/** The log level, without validation: the logger is in client bundles too, where no secret exists. */
export function logLevel(): string {
  return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')
}

/** Payload checks its package versions on every start; the lockfile pins them (payload.config.ts). */
export function skipPayloadDependencyCheck(): void {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
}
