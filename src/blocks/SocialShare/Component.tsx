import type { SocialShareBlock } from '@/payload-types'
import { loadEnv } from '@/lib/env'
import { LazySocialShareLinks } from './Component.lazy'
import './styles.css'
import { DEFAULTS } from './config'

/**
 * Plain share links, no third-party script. The page's path, title and summary are read where the
 * block renders (the page does not pass them to blocks yet); SITE_URL makes the URL canonical.
 */
export function SocialShareComponent({ title }: SocialShareBlock) {
  return <LazySocialShareLinks heading={title || DEFAULTS.title} siteUrl={loadEnv().SITE_URL} />
}
