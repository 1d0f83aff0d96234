// Preloaded by scripts/payload.mjs. Payload's CLI always ends with an explicit process.exit(); if
// Node instead runs out of work first, loading the module graph stalled (on Node 20 the import of
// @payloadcms/richtext-lexical sometimes never settles) and nothing was done. Say so with exit 75.
process.on('beforeExit', () => {
  process._rawDebug('payload CLI: module loading stalled before the command ran')
  process.exit(75)
})
