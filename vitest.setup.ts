// Mirrors next.config.mjs so next/link renders hrefs as the site serves them.
process.env.__NEXT_TRAILING_SLASH = 'true'
// Block components reach the Payload config through the server helpers; give it a valid secret.
process.env.PAYLOAD_SECRET ??= 'unit-test-secret-unit-test-secret-0123'
