// npm run images: renders each drawing in scripts/images/svg/ to public/img/brand/<name>.webp with
// sharp (librsvg). The seed uploads those files to Media, and the block fixtures point at them, so
// the site's images are ours and rebuilt the same way every time. `--png <dir>` also writes PNGs to
// look at. docs/images.md says what each drawing is.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '../..')
const sources = path.join(root, 'scripts/images/svg')
const out = path.join(root, 'public/img/brand')
const pngIndex = process.argv.indexOf('--png')
const pngDir = pngIndex > 0 ? process.argv[pngIndex + 1] : null

await mkdir(out, { recursive: true })
if (pngDir) await mkdir(pngDir, { recursive: true })
for (const file of (await readdir(sources)).filter((name) => name.endsWith('.svg')).sort()) {
  const name = file.replace(/\.svg$/, '')
  const svg = await readFile(path.join(sources, file))
  // The seed's uploads are the largest size a page asks for; Next's optimiser makes the smaller
  // AVIF/WebP variants from them. effort 6: smaller files, only paid when the drawings change.
  const webp = await sharp(svg).webp({ quality: 82, effort: 6 }).toBuffer()
  await writeFile(path.join(out, `${name}.webp`), webp)
  if (pngDir) await sharp(svg).png().toFile(path.join(pngDir, `${name}.png`))
  const { width, height } = await sharp(webp).metadata()
  console.log(`${name}.webp ${width}x${height} ${(webp.length / 1024).toFixed(1)} KB`)
}
