// ESLint rule: a server module reaches a client module ('use client') only through a lazy boundary
// (`*.lazy.tsx`, a next/dynamic wrapper). A client component a server component imports directly goes
// into the first-load scripts of every page of the route (docs/blocks.md); `allow` lists the
// deliberate exceptions by file, each with its reason.
import fs from 'node:fs'
import path from 'node:path'

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts']
const clientCache = new Map()

function isClientFile(file) {
  if (!clientCache.has(file)) {
    let client = false
    try {
      client = /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8').slice(0, 200))
    } catch {
      client = false
    }
    clientCache.set(file, client)
  }
  return clientCache.get(file)
}

function resolve(fromFile, spec, root) {
  let base
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec)
  else return null
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  return null
}

export const clientBehindLazy = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import client modules only through a lazy boundary (*.lazy.tsx).' },
    schema: [{ type: 'object', properties: { allow: { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      direct: "'{{name}}' is a client module: import it through a lazy boundary (a *.lazy.tsx next/dynamic wrapper), or list this file in the rule's allow list with the reason.",
    },
  },
  create(context) {
    const file = context.filename
    const root = context.cwd
    const relative = path.relative(root, file)
    const allowed = context.options[0]?.allow ?? {}
    if (relative in allowed || file.endsWith('.lazy.tsx') || isClientFile(file)) return {}
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return
        const target = resolve(file, node.source.value, root)
        if (target && !target.endsWith('.lazy.tsx') && isClientFile(target)) context.report({ node, messageId: 'direct', data: { name: node.source.value } })
      },
    }
  },
}
