// Runs in the browser before the app hydrates. Zod probes for `new Function` (its faster JIT
// parsers) the first time it parses an object; our CSP has no 'unsafe-eval', so the probe is a
// CSP violation Chrome reports on every page that validates a form. Parse without the JIT.
//
// Set through the global zod reads its configuration from (zod/v4/core `globalConfig`, shared by
// every copy of zod) rather than `import { config } from 'zod/v4/core'`: importing it here put
// zod's utilities (about 9 KiB gzip) on every page, including those that never validate. Zod keeps
// an object already there. `tests/e2e/site-pages.spec.ts` fails on any CSP violation if this stops working.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }

export {}
