// npm run blocks:thumbnails [-- URL] [-- slug ...]: the block picker's thumbnails, made from the
// block gallery (/block-gallery/, every block's fixtures, written by the seed).
//
// For each block: its first fixture in the gallery, alone on the page (the other blocks hidden),
// photographed at 1024 px wide (the smallest desktop), cut to 3:2 from the top, scaled down to
// 480 x 320 and saved as WebP in public/admin/blocks/<slug>.webp (src/blocks/picker.ts). Commit the
// images: the admin shows them under "Add block", and src/blocks/picker.test.ts fails when a block
// has none.
//
//   URL     a running production server with the seeded gallery (`npm run demo`: http://localhost:3000).
//           Without one, the script makes its own: migrate and seed a throwaway SQLite database,
//           `next build` into .next-thumbnails and `npm start` on THUMBNAILS_PORT (default 3395);
//           THUMBNAILS_REUSE_BUILD=1 reuses that build and database.
//   slug    only these blocks (after adding one); otherwise every block, and thumbnails of blocks
//           that no longer exist are removed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { blockPicker } from '../src/blocks'
import { THUMBNAIL_FOLDER, THUMBNAIL_SIZE } from '../src/blocks/picker'
import { SAMPLE_EXPERIMENT_PAGE_SLUG } from '../src/seed/experiments'

const CAPTURE_WIDTH = 1024
const GALLERY = '/block-gallery/'
/** Blocks that show nothing in the gallery, photographed on a seeded page instead. */
const PHOTOGRAPHED_ON: Record<string, string> = {
  // The gallery's placement names no experiment; the sample experiment's page shows its control.
  experimentPlacement: `/${SAMPLE_EXPERIMENT_PAGE_SLUG}/`,
}
const args = process.argv.slice(2).filter((arg) => arg !== '--')
const givenUrl = args.find((arg) => /^https?:\/\//.test(arg))
const only = args.filter((arg) => arg !== givenUrl)
const unknown = only.filter((slug) => !blockPicker.some((block) => block.slug === slug))
if (unknown.length) throw new Error(`No such block: ${unknown.join(', ')} (blocks: ${blockPicker.map((b) => b.slug).join(' ')})`)
const wanted = only.length ? blockPicker.filter((block) => only.includes(block.slug)) : blockPicker

async function main() {
  const server = givenUrl ? { base: givenUrl.replace(/\/$/, ''), stop: () => undefined } : await ownServer()
  try {
    await capture(server.base)
  } finally {
    server.stop()
  }
}

/** A production build of this checkout on a throwaway seeded database (as `npm run bench:pages` does). */
async function ownServer(): Promise<{ base: string; stop: () => void }> {
  const port = Number(process.env.THUMBNAILS_PORT ?? 3395)
  const base = `http://localhost:${port}`
  const distDir = '.next-thumbnails'
  const stateDir = path.join(os.tmpdir(), `block-thumbnails-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)}`)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'thumbnails-secret-thumbnails-secret-0123',
    DATABASE_URL: `file:${path.join(stateDir, 'site.db')}`,
    MEDIA_DIR: path.join(stateDir, 'media'),
    SITE_URL: base,
    NEXT_DIST_DIR: distDir,
    SEED_ADMIN_EMAIL: 'admin@example.com',
    SEED_ADMIN_PASSWORD: 'thumbnails-admin-password',
  }
  const run = (name: string, cmd: string, cmdArgs: string[]) => {
    console.log(`[blocks:thumbnails] ${name}`)
    const result = spawnSync(cmd, cmdArgs, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })
    if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  const reuse = process.env.THUMBNAILS_REUSE_BUILD === '1' && fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(path.join(stateDir, 'site.db'))
  if (!reuse) {
    fs.rmSync(stateDir, { recursive: true, force: true })
    fs.mkdirSync(stateDir, { recursive: true })
    run('migrate', process.execPath, ['node_modules/payload/bin.js', 'migrate'])
    run('seed', process.execPath, ['node_modules/payload/bin.js', 'run', 'scripts/seed.ts'])
    run('next build', 'npx', ['next', 'build'])
  }
  const child = spawn(process.execPath, ['dist/site-server.cjs', '-p', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  try {
    await waitFor(base, child)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}

async function waitFor(base: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const health = await fetch(`${base}/api/health`).catch(() => undefined)
    if (health?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer at ${base} within 90 s`)
}

async function capture(base: string) {
  const gallery = await fetch(`${base}${GALLERY}`).catch(() => undefined)
  if (!gallery?.ok) throw new Error(`${base}${GALLERY} answers ${gallery?.status ?? 'nothing'}: run the seed (npm run seed), or give the address of a seeded server`)
  fs.mkdirSync(THUMBNAIL_FOLDER, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  let total = 0
  try {
    // Still pictures: sliders do not move on, and nothing is caught mid-transition.
    const context = await browser.newContext({ viewport: { width: CAPTURE_WIDTH, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const { slug } of wanted) {
      const pagePath = PHOTOGRAPHED_ON[slug] ?? GALLERY
      if (page.url() !== `${base}${pagePath}`) await open(page, `${base}${pagePath}`)
      const png = await photograph(page, slug)
      const webp = await thumbnail(png)
      fs.writeFileSync(path.join(THUMBNAIL_FOLDER, `${slug}.webp`), webp)
      total += webp.length
      console.log(`${slug.padEnd(24)} ${(webp.length / 1024).toFixed(1).padStart(6)} KiB`)
    }
    await context.close()
  } finally {
    await browser.close()
  }
  if (!only.length) {
    const slugs = new Set(blockPicker.map((block) => `${block.slug}.webp`))
    for (const file of fs.readdirSync(THUMBNAIL_FOLDER)) {
      if (!slugs.has(file)) {
        fs.rmSync(path.join(THUMBNAIL_FOLDER, file))
        console.log(`removed ${file} (no such block)`)
      }
    }
  }
  console.log(`${wanted.length} thumbnails, ${(total / 1024).toFixed(0)} KiB in all, in ${THUMBNAIL_FOLDER}/`)
}

/** The page loaded and hydrated (src/components/ui/hydration.ts), its fonts in. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-click-tracking="ready"]').waitFor({ state: 'attached' })
  await page.waitForFunction(() => !document.querySelector('[data-hydrated="false"]'))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** The block's first fixture in the gallery, alone on the page, as a PNG of its own box. */
async function photograph(page: Page, slug: string): Promise<Buffer> {
  // A top-level block of the gallery (containers hold blocks of other types further down).
  const block = page.locator(`[data-block="${slug}"]:not([data-block] [data-block])`).first()
  await block.waitFor({ state: 'attached' })
  await block.evaluate((element) => {
    const target = element as HTMLElement
    // Only this block shows: no other block's sticky bar over it, no header or footer beside it.
    for (const other of document.querySelectorAll<HTMLElement>('[data-block]:not([data-block] [data-block]), body > header, body > footer, .site-header, .site-footer')) {
      other.style.display = other === target ? '' : 'none'
    }
    // An empty block (the spacer) shows as the space it takes.
    const empty = !target.innerText.trim() && !target.querySelector('img, svg, video, iframe, canvas, input, button')
    target.style.outline = empty ? '3px dashed #8a94a6' : ''
    target.style.outlineOffset = empty ? '-3px' : ''
    for (const img of target.querySelectorAll('img')) img.loading = 'eager'
  })
  const box = await block.boundingBox()
  if (!box?.height) throw new Error(`${slug} shows nothing on ${page.url()}: give its first fixture content, or add it to PHOTOGRAPHED_ON`)
  await block.scrollIntoViewIfNeeded()
  // Its pictures loaded and decoded (a broken one is photographed as it is).
  await block.evaluate((target) =>
    Promise.all(
      [...target.querySelectorAll('img')].map((img) =>
        new Promise((resolve) => {
          if (img.complete) return resolve(undefined)
          img.addEventListener('load', resolve, { once: true })
          img.addEventListener('error', resolve, { once: true })
        }).then(() => img.decode().catch(() => undefined)),
      ),
    ),
  )
  return block.screenshot({ animations: 'disabled', caret: 'hide' })
}

/**
 * 480 x 320 WebP: white margins trimmed (and a little given back), the top 3:2 of a tall block, the
 * whole of a wide one; never enlarged, centred on white.
 */
async function thumbnail(png: Buffer): Promise<Buffer> {
  const { width: W, height: H } = THUMBNAIL_SIZE
  let image = await sharp(png).png().toBuffer({ resolveWithObject: true })
  const trimmed = await sharp(image.data)
    .trim({ background: '#ffffff', threshold: 12 })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined)
  if (trimmed && (trimmed.info.width < image.info.width || trimmed.info.height < image.info.height)) {
    const margin = Math.round(Math.max(trimmed.info.width, trimmed.info.height) * 0.04)
    image = await sharp(trimmed.data).extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' }).png().toBuffer({ resolveWithObject: true })
  }
  const { width, height } = image.info
  const cropHeight = Math.min(height, Math.round((width * H) / W))
  const scale = Math.min(W / width, H / cropHeight, 1)
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(cropHeight * scale))
  const left = Math.floor((W - w) / 2)
  const top = Math.floor((H - h) / 2)
  return sharp(image.data)
    .extract({ left: 0, top: 0, width, height: cropHeight })
    .resize(w, h, { kernel: 'lanczos3' })
    .extend({ left, right: W - w - left, top, bottom: H - h - top, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 70, effort: 6, smartSubsample: true })
    .toBuffer()
}

await main()
