import type { UIFieldServerProps } from 'payload'
import { linksToPage } from '@/server/pages/linksHere'

/**
 * In a page's sidebar: what links here, so an editor who unpublishes, deletes or moves the page knows
 * which links would lead nowhere before saving. (A move keeps working through the redirect it creates.)
 */
export async function PageLinksHere(props: UIFieldServerProps) {
  const page = props.data as { id?: number | string; slug?: unknown } | undefined
  if (page?.id == null || typeof page.slug !== 'string') return null
  const { redirects, menus, pages } = await linksToPage(props.payload, { id: page.id, slug: page.slug }, props.req)
  const items = [...menus, ...pages.map((title) => `The page “${title}”`), ...redirects.map((from) => `The redirect from ${from}`)]
  return (
    <section className="page-links-here" aria-labelledby="page-links-here-heading" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="page-links-here-heading" style={{ margin: 0, fontSize: '1rem' }}>
        Links to this page
      </h3>
      {items.length === 0 ? (
        <p style={{ margin: '0.25rem 0 0' }}>No menu, page or redirect links here.</p>
      ) : (
        <>
          <p style={{ margin: '0.25rem 0' }}>Unpublish or delete this page and these will lead nowhere; change them first:</p>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
