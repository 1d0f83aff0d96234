import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { RenderBlocks } from '../RenderBlocks'
import { HeroComponent } from './Component'
import { config } from './config'
import { imageHeroFixture, videoHeroFixture, videoWaveHeroFixture, waveHeroFixture } from './fixtures'
import { renderHtml } from '../../../tests/support/renderHtml'

const upload = (id: number, name: string, width: number, height: number): Media => ({
  id,
  alt: `Sample ${name} photo of a living room`,
  url: `/api/media/file/${name}.jpg`,
  width,
  height,
  sizes: { small: { url: `/api/media/file/${name}-640.jpg`, width: 640, height: Math.round((640 * height) / width) } },
  updatedAt: '',
  createdAt: '',
})
// "Hide this block", "Show this hero", "Display the hero" (not "Show an icon" on its button), or a Show / Hide choice.
const HIDES_THE_BLOCK = /\b(hide|show|display)\b.*\b(this|the|hero|block)\b/i
const HIDE_OR_SHOW = /^\s*(hide|hidden|show|shown|display|visible)\s*$/i
const words = (label: unknown): string => (typeof label === 'string' ? label : label && typeof label === 'object' ? Object.values(label).join(' ') : '')

/** The fields an editor could take for the block's hide switch: a tick box or choice that says it hides or shows the block, or offers Show / Hide. */
function hideSwitches(fields: readonly Field[], parent = ''): string[] {
  return fields.flatMap((field): string[] => {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : ''
    const at = name ? (parent ? `${parent}.${name}` : name) : parent
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => hideSwitches(tab.fields, 'name' in tab && tab.name ? `${at}.${tab.name}` : at))
    if ('fields' in field && Array.isArray(field.fields)) return hideSwitches(field.fields, at)
    if (field.type !== 'checkbox' && field.type !== 'select' && field.type !== 'radio') return []
    const options = field.type === 'checkbox' ? [] : field.options.map((option) => (typeof option === 'string' ? option : words(option.label)))
    return HIDES_THE_BLOCK.test(words(field.label)) || options.some((option) => HIDE_OR_SHOW.test(option)) ? [at] : []
  })
}

const mobile = upload(1, 'mobile', 750, 1000)
const desktop = upload(2, 'desktop', 1600, 900)

describe('Hero', () => {
  it('renders the headline as the page heading, the text and the button', async () => {
    const html = await renderHtml(<HeroComponent {...imageHeroFixture} id="h1" />)
    expect(html).toMatch(/<h1[^>]*id="hero-h1"[^>]*>Heating and cooling that fits your home<\/h1>/)
    expect(html).toContain('aria-labelledby="hero-h1"')
    expect(html).toContain(imageHeroFixture.subtitle)
    expect(html).toMatch(/<a[^>]*href="\/find-a-dealer\/"[^>]*>.*Find a local dealer/)
    expect(html).toContain('hero-block--bg-navy')
  })

  it('art-directs the image: the phone image under 640 px, the desktop one above, each preloaded, never lazy', async () => {
    const html = await renderHtml(<HeroComponent {...imageHeroFixture} images={{ mobile, desktop }} />)
    // One preload per band, with queries that never overlap, so only one file is fetched.
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(2)
    expect(preloads[0]).toContain('media="(min-width: 640px)"')
    expect(preloads[0]).toContain('/api/media/file/desktop-640.jpg 640w, /api/media/file/desktop.jpg 1600w')
    expect(preloads[1]).toContain('media="(max-width: 639.98px)"')
    expect(preloads.every((link) => link.includes('fetchPriority="high"'))).toBe(true)
    expect(html).toMatch(/<source media="\(min-width: 640px\)"[^>]*width="1600" height="900"/)
    const img = html.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).toContain('src="/api/media/file/mobile.jpg"')
    expect(img).toContain('width="750"')
    expect(img).toContain('height="1000"')
    expect(img).toContain('alt="Sample mobile photo of a living room"')
    expect(img).toContain('loading="eager"')
    expect(img).not.toContain('lazy')
    expect(html).toContain('hero-block--on-media')
  })

  it('an unpopulated or deleted upload is skipped; the background colour stands in', async () => {
    const html = await renderHtml(<HeroComponent {...imageHeroFixture} images={{ desktop: 7 }} />)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('rel="preload"')
    expect(html).not.toContain('hero-block--on-media')
    expect(html).toContain('Heating and cooling that fits your home')
  })

  it('video: one <source> per size from 640 px (none for phones), no autoplay in the HTML, a pause control, the image underneath', async () => {
    const html = await renderHtml(
      <HeroComponent {...videoHeroFixture} images={{ mobile, desktop }} video={{ small: '/videos/s.mp4', medium: '/videos/m.mp4', large: 'https://cdn.example.test/l.mp4' }} />,
    )
    const video = html.match(/<video[\s\S]*?<\/video>/)?.[0] ?? ''
    expect(video).toContain('<source src="https://cdn.example.test/l.mp4" media="(min-width: 1440px)"/>')
    expect(video).toContain('<source src="/videos/m.mp4" media="(min-width: 1024px) and (max-width: 1439.98px)"/>')
    expect(video).toContain('<source src="/videos/s.mp4" media="(min-width: 640px) and (max-width: 1023.98px)"/>')
    expect(video.match(/<source /g)).toHaveLength(3)
    // Autoplay starts from the client only when motion is allowed; muted and inline so browsers permit it.
    expect(video).not.toContain('autoplay')
    expect(video).toMatch(/muted/)
    expect(video).toContain('playsInline')
    expect(video).toContain('preload="none"')
    expect(html).toMatch(/<button type="button"[^>]*>Play background video<\/button>/)
    expect(html).toContain('<picture')
  })

  it('leaves out a video source that is not a site path or https URL', async () => {
    const html = await renderHtml(<HeroComponent {...videoHeroFixture} video={{ small: 'javascript:alert(1)', large: 'http://plain.example.test/v.mp4' }} />)
    expect(html).not.toContain('<video')
    expect(html).not.toContain('javascript:')
  })

  it('the wave shows on the wave variants only, in its colour, edge and direction', async () => {
    const wave = await renderHtml(<HeroComponent {...waveHeroFixture} />)
    expect(wave).toMatch(/<svg class="hero-block__wave hero-block__wave--white hero-block__wave--flip"[^>]*aria-hidden="true"/)
    expect(wave).toContain('hero-block--wave-bottom')
    expect(wave).not.toContain('<picture')
    const top = await renderHtml(<HeroComponent {...videoWaveHeroFixture} wave={{ color: 'navy', position: 'top', flip: false }} />)
    expect(top).toContain('hero-block--wave-top')
    expect(top).toContain('hero-block__wave--navy"')
    const image = await renderHtml(<HeroComponent {...imageHeroFixture} wave={{ color: 'white' }} />)
    expect(image).not.toContain('hero-block__wave')
  })

  it('the image and video samples carry the sample image and video, so the gallery previews them', async () => {
    const image = await renderHtml(<HeroComponent {...imageHeroFixture} />)
    expect(image).toContain('<picture')
    const video = await renderHtml(<HeroComponent {...videoHeroFixture} />)
    expect(video).toContain('<source src="/videos/sample-hero.mp4" media="(min-width: 640px)"/>')
    expect(video).toContain('<picture')
  })

  it('wave only ignores uploaded images', async () => {
    const html = await renderHtml(<HeroComponent {...waveHeroFixture} images={{ desktop }} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('hero-block--bg-baby-blue')
  })

  it('a hidden hero (its one switch: Block settings > Hide this block) renders nothing; so does a hero without a headline', async () => {
    expect(await renderHtml(<HeroComponent {...imageHeroFixture} title="  " />)).toBe('')
    expect(await renderHtml(<RenderBlocks blocks={[{ ...imageHeroFixture, settings: { hidden: true }, id: 'x' }]} />)).not.toContain('<h1')
  })

  it('has one hide switch in its form, the one every block has (Block settings > Hide this block)', () => {
    expect(hideSwitches(config.fields)).toEqual(['settings.hidden'])
  })

  it('darkens the image as the editor chose: dark unless set, light or none', async () => {
    expect(await renderHtml(<HeroComponent {...imageHeroFixture} images={{ desktop }} />)).toContain('hero-block--overlay-strong')
    expect(await renderHtml(<HeroComponent {...imageHeroFixture} images={{ desktop }} overlay="light" />)).toContain('hero-block--overlay-light')
    expect(await renderHtml(<HeroComponent {...imageHeroFixture} images={{ desktop }} overlay="none" />)).toContain('hero-block--overlay-none')
  })
})
