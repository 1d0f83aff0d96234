import { getSiteSettings } from '@/server/settings/getSiteSettings'

/**
 * The brand on the admin's sign-in screen (Payload's `graphics.Logo`), in place of Payload's own
 * logo: the site's mark and the brand name from Site settings, as the public header shows it.
 */
export async function BrandLogo() {
  const { brandName } = await getSiteSettings()
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', fontSize: '1.5rem', fontWeight: 700 }}>
      <img src="/icon.svg" alt="" width={48} height={48} />
      <span>{brandName} site admin</span>
    </span>
  )
}

/** The brand's mark in the admin's navigation (Payload's `graphics.Icon`). */
export function BrandIcon() {
  return <img src="/icon.svg" alt="" width={24} height={24} />
}
