#!/usr/bin/env node
// Writes public/videos/sample-hero.mp4, the sample background video of the hero fixtures (our own
// drawing: a blue gradient with slow waves and the words "Sample video"). Chromium draws it on a
// canvas and records it as H.264 MP4; the motion repeats every 4 s so the hero's loop has no seam.
// Run again after changing the drawing: `node scripts/sample-hero-video.mjs` (uses /usr/bin/chromium).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const out = path.resolve(import.meta.dirname, '../public/videos/sample-hero.mp4')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  const page = await browser.newPage()
  const base64 = await page.evaluate(async () => {
    const width = 960
    const height = 540
    const seconds = 4
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    document.body.append(canvas)
    const ctx = canvas.getContext('2d')
    const draw = (t) => {
      const phase = (t / seconds) * Math.PI * 2
      const sky = ctx.createLinearGradient(0, 0, width, height)
      sky.addColorStop(0, '#0b2545')
      sky.addColorStop(1, '#3d7ad6')
      ctx.fillStyle = sky
      ctx.fillRect(0, 0, width, height)
      for (let band = 0; band < 3; band++) {
        ctx.beginPath()
        ctx.moveTo(0, height)
        for (let x = 0; x <= width; x += 8) {
          const y = height * (0.55 + band * 0.13) + Math.sin((x / width) * Math.PI * 2 * (band + 1) + phase * (band % 2 ? -1 : 1)) * 26
          ctx.lineTo(x, y)
        }
        ctx.lineTo(width, height)
        ctx.closePath()
        ctx.fillStyle = `rgba(255, 255, 255, ${0.08 + band * 0.05})`
        ctx.fill()
      }
      ctx.fillStyle = 'rgba(255, 255, 255, 0.75)'
      ctx.font = '600 22px sans-serif'
      ctx.textAlign = 'right'
      ctx.fillText('Sample video', width - 24, 40)
    }
    const stream = canvas.captureStream(30)
    const recorder = new MediaRecorder(stream, { mimeType: 'video/mp4;codecs=avc1.42E01E', videoBitsPerSecond: 600_000 })
    const chunks = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    draw(0)
    recorder.start()
    const start = performance.now()
    await new Promise((resolve) => {
      const frame = (now) => {
        const t = (now - start) / 1000
        if (t >= seconds) return resolve()
        draw(t)
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, Buffer.from(base64, 'base64'))
  console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`)
} finally {
  await browser.close()
}
