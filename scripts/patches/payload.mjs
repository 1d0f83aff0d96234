#!/usr/bin/env node
// Patches of installed packages, applied after every `npm install` / `npm ci` (package.json
// "postinstall"), each an exact text replacement that fails the install loudly when the text it
// replaces is not there (a new Payload version: check whether the fix landed upstream, then update or
// drop the patch). Idempotent: an already patched file is left as it is. docs/security.md "Payload
// REST input" says why each exists.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const MARK = '/* hvac-site patch: one permission walk per query */'

/**
 * Payload's query validation computes a collection's read permissions for a filter, once per request
 * by intent (`policies`), but every condition of the filter is validated concurrently and each finds
 * the cache still empty, so a filter of n conditions walks the whole field tree n times (on Pages, with
 * every block's fields, ~1.5 ms each: 25 conditions held the server ~40 ms). Keeping the promise
 * makes it one walk per request.
 * @type {{ file: string, replacements: [from: string, to: string][] }[]}
 */
export const PATCHES = [
  {
    file: 'payload/dist/database/queryValidation/validateSearchParams.js',
    replacements: [
      [
        `    if (globalConfig && !policies.globals[slug]) {
        policies.globals[slug] = await getEntityPermissions({`,
        `    if (globalConfig && !policies.globals[slug]) {
        policies.globals[slug] = getEntityPermissions({`,
      ],
      [
        `            req
        });
    }
    if (sanitizedPath !== 'id') {`,
        `            req
        });
    }
    if (globalConfig) policies.globals[slug] = await policies.globals[slug]; ${MARK}
    if (sanitizedPath !== 'id') {`,
      ],
      [
        `                    policies.collections[collectionSlug] = await getEntityPermissions({`,
        `                    policies.collections[collectionSlug] = getEntityPermissions({`,
      ],
      [
        `                        req: isolateObjectProperty(req, 'transactionID')
                    });
                }`,
        `                        req: isolateObjectProperty(req, 'transactionID')
                    });
                }
                policies.collections[collectionSlug] = await policies.collections[collectionSlug]; ${MARK}`,
      ],
    ],
  },
]

/**
 * The patched text, or the text as it is when already patched; throws when a replaced text is missing.
 * @param {string} text @param {[string, string][]} replacements @param {string} file @returns {string}
 */
export function patchText(text, replacements, file) {
  if (text.includes(MARK)) return text
  let patched = text
  for (const [from, to] of replacements) {
    const at = patched.indexOf(from)
    if (at < 0 || patched.indexOf(from, at + 1) >= 0) throw new Error(`${file}: the text to patch is not there exactly once (a new version?): ${from.trim().split('\n')[0]}`)
    patched = patched.slice(0, at) + to + patched.slice(at + from.length)
  }
  return patched
}

/** @param {string} nodeModules */
export function applyPatches(nodeModules) {
  for (const { file, replacements } of PATCHES) {
    const target = path.join(nodeModules, file)
    const text = fs.readFileSync(target, 'utf8')
    const patched = patchText(text, replacements, file)
    if (patched !== text) fs.writeFileSync(target, patched)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  applyPatches(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules'))
}
