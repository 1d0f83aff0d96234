/**
 * Sets environment variables for a test (undefined unsets one) and returns a function that puts
 * the previous values back. Source files read the environment only through src/lib/env.ts, which
 * parses again when a variable changed.
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]))
  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  apply(values)
  return () => apply(previous)
}
