import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsBrotli, precompressedStatic } from './staticAssets'

describe('acceptsBrotli', () => {
  it('reads the Accept-Encoding list as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true)
    expect(acceptsBrotli('*')).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

describe('precompressedStatic', () => {
  const script = `console.log(${JSON.stringify('a chunk '.repeat(400))})\n`
  let dir = ''
  let origin = ''
  let server: http.Server

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
    const chunks = path.join(dir, 'static', 'chunks')
    fs.mkdirSync(chunks, { recursive: true })
    fs.writeFileSync(path.join(chunks, 'a.js'), script)
    fs.writeFileSync(path.join(chunks, 'a.js.br'), zlib.brotliCompressSync(script))
    fs.writeFileSync(path.join(chunks, 'b.js'), script) // no copy
    const send = precompressedStatic(dir)
    // What the site's server does: the copy, or else Next.js (here a stand-in answering 299 "next").
    server = http.createServer((req, res) => {
      void send(req, res, new URL(req.url ?? '/', 'http://x').pathname, { 'X-Content-Type-Options': 'nosniff' }).then((sent) => {
        if (!sent) res.writeHead(299).end('next')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (pathname: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${origin}${pathname}`, { method, headers }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (d: Buffer) => parts.push(d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('sends the brotli copy to a browser that accepts brotli, with the headers of a build file', async () => {
    const reply = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(zlib.brotliDecompressSync(reply.body).toString()).toBe(script)
    const head = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0])
  })

  it('leaves everything else to Next.js', async () => {
    const next = async (pathname: string, headers: Record<string, string>, method = 'GET') => (await get(pathname, headers, method)).status
    expect(await next('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' }), 'no brotli').toBe(299)
    expect(await next('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br;q=0' }), 'brotli refused').toBe(299)
    expect(await next('/_next/static/chunks/a.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }), 'a range').toBe(299)
    expect(await next('/_next/static/chunks/a.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"x"' }), 'conditional').toBe(299)
    expect(await next('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'POST'), 'POST').toBe(299)
    expect(await next('/_next/static/chunks/b.js', { 'accept-encoding': 'br' }), 'no copy').toBe(299)
    expect(await next('/_next/static/chunks/a.js.br', { 'accept-encoding': 'br' }), 'the copy by its own name').toBe(299)
    expect(await next('/_next/static/chunks/A.js', { 'accept-encoding': 'br' }), 'another case').toBe(299)
  })
})
