import { z } from 'zod'

/** What the Hero block needs to render; CMS data that fails it renders nothing (and is logged). */
const flag = z.union([z.boolean(), z.number().int().min(0).max(1)]).nullish()
const link = z
  .string()
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^#/.test(v) || /^https?:\/\/\S+$/.test(v), 'invalid link')
  .nullish()
const mediaRef = z
  .union([
    z.number().int().positive(),
    z.literal(''),
    z.object({ id: z.number(), url: z.string().refine((u) => /^(\/|https?:\/\/)\S+$/.test(u), 'invalid media URL') }).passthrough(),
  ])
  .nullish()
const background = z.enum(['white', 'baby-blue', 'none']).nullish()
const radius = z.enum(['xl', 'full']).nullish()
const width = z.enum(['full', 'fit']).nullish()
const icon = z.enum(['arrow-right']).nullish()

export const hero2025Schema = z
  .object({
    blockType: z.literal('hero2025'),
    main_text_title: z.string().trim().min(1),
    main_text_subtitle: z.string().nullish(),
    main_call_to_action_text: z.string().nullish(),
    main_call_to_action_url: link,
    main_content_alignment: z.enum(['top', 'middle', 'bottom']).nullish(),
    main_content_justification: z.enum(['left', 'center', 'right']).nullish(),
    main_hero_background_image: mediaRef,
    main_hero_background_image_alignment_mobile: z.enum(['left', 'center', 'right']).nullish(),
    main_link_background: background,
    main_link_corner_radius: radius,
    main_link_width: width,
    main_link_show_icon: flag,
    main_link_icon: icon,
    sidebar_show_sidebar: flag,
    sidebar_whos_on_top: z.enum(['find-a-dealer', 'call-to-action']).nullish(),
    sidebar_call_to_action_show_call_to_action: flag,
    sidebar_call_to_action_text: z.string().nullish(),
    sidebar_call_to_action_image: mediaRef,
    sidebar_call_to_action_action_text: z.string().nullish(),
    sidebar_call_to_action_action_url: link,
    sidebar_call_to_action_background: background,
    sidebar_call_to_action_corner_radius: radius,
    sidebar_call_to_action_width: width,
    sidebar_call_to_action_show_icon: flag,
    sidebar_call_to_action_icon: icon,
    sidebar_find_a_dealer_title: z.string().nullish(),
    sidebar_find_a_dealer_subtitle: z.string().nullish(),
    sidebar_find_a_dealer_dealer_image: mediaRef,
    sidebar_find_a_dealer_placeholder_text: z.string().nullish(),
    sidebar_find_a_dealer_action_text: z.string().nullish(),
    sidebar_find_a_dealer_action_background: background,
    sidebar_find_a_dealer_action_corner_radius: radius,
    sidebar_find_a_dealer_action_width: width,
    sidebar_find_a_dealer_action_show_icon: flag,
    sidebar_find_a_dealer_action_icon: icon,
  })
  .passthrough()

/** Sidebar cards in display order. */
export function sidebarOrder(whosOnTop: 'find-a-dealer' | 'call-to-action' | null | undefined) {
  return whosOnTop === 'call-to-action'
    ? (['call-to-action', 'find-a-dealer'] as const)
    : (['find-a-dealer', 'call-to-action'] as const)
}
