import { config } from 'zod/v4/core'

// Runs in the browser before the app hydrates. Zod probes for `new Function` (its faster JIT
// parsers) the first time it parses an object; our CSP has no 'unsafe-eval', so the probe is a
// CSP violation Chrome reports on every page that validates a form. Parse without the JIT instead.
config({ jitless: true })
