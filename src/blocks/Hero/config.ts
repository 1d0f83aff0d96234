import type { Block } from 'payload'
import type { PayloadRequest } from 'payload'
import { HERO_BACKGROUNDS, HERO_VARIANTS, heroShowsImages, heroShowsVideo, heroShowsWave, validateHeroVideoUrl } from '@/domain/blocks/hero'
import { DEFAULT_HERO_OVERLAY, HERO_OVERLAYS, overlayOf } from '@/domain/blocks/heroContrast'
import { blockSettings } from '@/fields/blockSettings'
import { link } from '@/fields/link'
import { heading, media } from '@/fields/media'

const VARIANT_LABELS: Record<(typeof HERO_VARIANTS)[number], string> = {
  image: 'Image',
  video: 'Video',
  videoWave: 'Video with a wave',
  wave: 'Wave only (no image or video)',
}
const BACKGROUND_LABELS: Record<(typeof HERO_BACKGROUNDS)[number], string> = {
  white: 'White',
  'baby-blue': 'Light blue',
  'light-gray': 'Light grey',
  navy: 'Navy',
}

type VariantData = { variant?: string | null }
/** The block's variant, for admin conditions (their first argument is the whole page, not the block). */
const variantOf = (sibling: VariantData, blockData: VariantData | undefined): string | null | undefined => blockData?.variant ?? sibling?.variant

const OVERLAY_OPTION_LABELS: Record<(typeof HERO_OVERLAYS)[number], string> = {
  strong: 'Dark (reads well on most images)',
  light: 'Light (for darker images)',
  none: 'None (only for very dark images)',
}

type HeroImagesData = VariantData & { images?: Record<string, unknown> | null }

/** The overlay must leave the white text readable on the hero's own images (WCAG contrast 4.5:1). */
async function validateOverlay(value: unknown, { siblingData, blockData, req }: { siblingData: HeroImagesData; blockData?: HeroImagesData; req: PayloadRequest }): Promise<true | string> {
  const hero = blockData ?? siblingData
  if (!req?.payload || !heroShowsImages(variantOf(siblingData, blockData))) return true
  const ids = [...new Set(Object.values(hero.images ?? {}).map((image) => (typeof image === 'object' && image && 'id' in image ? image.id : image)))].filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return true
  const { heroImageContrastProblem } = await import('@/server/media/heroImageContrast')
  return (await heroImageContrastProblem(req, ids, overlayOf(value))) ?? true
}

/** A page-top banner: headline over an image, a looping video or a coloured band, optionally with a wave. */
export const config: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'variant',
              type: 'select',
              label: 'Hero type',
              required: true,
              defaultValue: 'image',
              options: HERO_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] })),
              // One switch hides a hero, as any block: Layout > Block settings > Hide this block.
              admin: { width: '50%' },
            },
            heading({ name: 'title', label: 'Headline', required: true }),
            { name: 'subtitle', type: 'textarea', label: 'Text under the headline' },
            link({ name: 'link', label: 'Main button', appearance: true }),
          ],
        },
        {
          label: 'Images',
          admin: { condition: (_, sibling: VariantData, { blockData }) => heroShowsImages(variantOf(sibling, blockData)) },
          fields: [
            {
              name: 'images',
              type: 'group',
              label: 'Hero images by screen size',
              admin: {
                hideGutter: true,
                description:
                  'The desktop image is enough: a missing size uses the next larger one (or the next smaller). Each image’s alternative text comes from the media library. For a video, these are shown on phones, before it plays and when a visitor asks for less motion.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { ...media('mobile', 'Phone image (under 640 px)'), admin: { width: '50%' } },
                    { ...media('tablet', 'Tablet image (640 to 1023 px)'), admin: { width: '50%' } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { ...media('desktop', 'Desktop image (1024 px and up)'), admin: { width: '50%' } },
                    { ...media('large', 'Large-screen image (1440 px and up)'), admin: { width: '50%' } },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Video',
          admin: { condition: (_, sibling: VariantData, { blockData }) => heroShowsVideo(variantOf(sibling, blockData)) },
          fields: [
            {
              name: 'video',
              type: 'group',
              label: 'Video files by screen size',
              admin: {
                hideGutter: true,
                description:
                  'MP4 files, muted and looping. A path on this site (such as /videos/hero-small.mp4) or a full https:// address. A missing size uses the next larger one. Phones (under 640 px) show the phone image instead of a video.',
              },
              fields: [
                { name: 'small', type: 'text', label: 'Small video, for tablets (640 to 1023 px)', validate: validateHeroVideoUrl },
                { name: 'medium', type: 'text', label: 'Medium video, for desktops (1024 to 1439 px)', validate: validateHeroVideoUrl },
                { name: 'large', type: 'text', label: 'Large video, for large screens (1440 px and up)', validate: validateHeroVideoUrl },
              ],
            },
          ],
        },
        {
          label: 'Layout',
          fields: [
            {
              name: 'backgroundColor',
              type: 'select',
              label: 'Background colour',
              defaultValue: 'navy',
              options: HERO_BACKGROUNDS.map((value) => ({ value, label: BACKGROUND_LABELS[value] })),
              admin: { description: 'Behind the text of a wave-only hero, and while an image or video loads.' },
            },
            {
              name: 'overlay',
              type: 'select',
              label: 'Darken the image',
              defaultValue: DEFAULT_HERO_OVERLAY,
              options: HERO_OVERLAYS.map((value) => ({ value, label: OVERLAY_OPTION_LABELS[value] })),
              admin: {
                condition: (_, sibling: VariantData, { blockData }) => heroShowsImages(variantOf(sibling, blockData)),
                description: 'A navy shade over the image keeps the white text readable. Publishing checks the text against your image and says if it is too light to read.',
              },
              validate: validateOverlay,
            },
            {
              name: 'wave',
              type: 'group',
              label: 'Wave settings',
              admin: { hideGutter: true, condition: (_, sibling: VariantData, { blockData }) => heroShowsWave(variantOf(sibling, blockData)) },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'color',
                      type: 'select',
                      label: 'Wave colour',
                      defaultValue: 'white',
                      options: HERO_BACKGROUNDS.map((value) => ({ value, label: BACKGROUND_LABELS[value] })),
                      admin: { width: '33%', description: 'Usually the background of the section below.' },
                    },
                    {
                      name: 'position',
                      type: 'select',
                      label: 'Wave edge',
                      defaultValue: 'bottom',
                      options: [
                        { value: 'bottom', label: 'Bottom' },
                        { value: 'top', label: 'Top' },
                      ],
                      admin: { width: '33%' },
                    },
                    { name: 'flip', type: 'checkbox', label: 'Mirror the wave', defaultValue: false, admin: { width: '33%' } },
                  ],
                },
              ],
            },
            blockSettings(),
          ],
        },
      ],
    },
  ],
}
