#!/usr/bin/env node
// Writes the raster icons Next serves from src/app (apple-icon.png, favicon.ico) from the one
// source drawing, src/app/icon.svg. Run after changing the SVG: `node scripts/icons.mjs`.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const appDir = path.resolve(import.meta.dirname, '../src/app')
const svg = fs.readFileSync(path.join(appDir, 'icon.svg'))

// iOS rounds the corners itself and shows transparency as black: a full-bleed square.
const fullBleed = svg.toString().replace(/<rect [^>]*\/>/, '<rect width="64" height="64" fill="#0b2545"/>')
await sharp(Buffer.from(fullBleed), { density: 300 }).resize(180, 180).png().toFile(path.join(appDir, 'apple-icon.png'))

// An .ico file may hold PNG images (every current browser reads them): 16, 32 and 48 px.
const sizes = [16, 32, 48]
const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()))
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = 6 + 16 * images.length
const entries = images.map((image, i) => {
  const entry = Buffer.alloc(16)
  entry.writeUInt8(sizes[i] % 256, 0)
  entry.writeUInt8(sizes[i] % 256, 1)
  entry.writeUInt16LE(1, 4)
  entry.writeUInt16LE(32, 6)
  entry.writeUInt32LE(image.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += image.length
  return entry
})
fs.writeFileSync(path.join(appDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]))
console.log('wrote src/app/apple-icon.png and src/app/favicon.ico')
