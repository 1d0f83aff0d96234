import { expect, test } from '@playwright/test'
import { type Cluster, firstAdmin, publishPage, startCluster } from '../support/instances'

// Two `next start` instances of this build on one PostgreSQL and one Redis (REDIS_URL set): a page
// published through instance A's API is served by instance B within 2 s. Without the shared cache,
// B keeps serving the page it rendered before for up to an hour (the page's revalidate time).
test('a page published on one instance is served by the other within 2 s', async () => {
  test.setTimeout(180_000)
  let cluster: Cluster | undefined
  try {
    cluster = await startCluster({ count: 2, redis: true })
    const [a, b] = cluster.instances as [Cluster['instances'][number], Cluster['instances'][number]]
    const token = await firstAdmin(a.url)
    const slug = `shared-cache-${Date.now()}`
    const id = await publishPage(a.url, token, { slug, title: 'Shared cache check', text: 'First version of this page.' })

    // B renders the page once, then serves it from the cache.
    const read = async (base: string) => {
      const response = await fetch(`${base}/${slug}/`)
      return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
    }
    const first = await read(b.url)
    expect(first.status).toBe(200)
    expect(first.html).toContain('First version of this page.')
    await expect.poll(async () => (await read(b.url)).cache).toBe('HIT')

    await publishPage(a.url, token, { id, slug, title: 'Shared cache check', text: 'Second version, published on A.' })
    const publishedAt = Date.now()
    let seenAfter = -1
    while (Date.now() - publishedAt < 2_000) {
      if ((await read(b.url)).html.includes('Second version, published on A.')) {
        seenAfter = Date.now() - publishedAt
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    console.log(`shared cache: ${seenAfter < 0 ? 'instance B still served the old version 2 s after' : `instance B served the new version ${seenAfter} ms after`} A's publish answered`)
    expect(seenAfter, 'B served the new version within 2 s').toBeGreaterThanOrEqual(0)
    const again = await read(b.url)
    expect(again.html).not.toContain('First version of this page.')
    expect((await read(a.url)).html).toContain('Second version, published on A.')
  } finally {
    cluster?.stop()
  }
})
