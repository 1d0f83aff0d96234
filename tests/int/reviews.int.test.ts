import { describe, expect, it } from 'vitest'
import { GET as reviewsGET } from '@/app/api/reviews/dealers/retrieve-reviews/[companyId]/route'
import { GET as lookupGET } from '@/app/api/dealers/lookup/route'
import { reviewsPageSchema } from '@/domain/dealers/dealerSchema'
import { seedSampleDealers } from '@/seed/dealers'
import { adapterName, testPayload } from './support/payload'

const ctx = { disableRevalidate: true }

const reviewsOf = async (companyId: string | number, query = '') => {
  const request = new Request(`http://localhost:3000/api/reviews/dealers/retrieve-reviews/${companyId}${query}`)
  return reviewsGET(request, { params: Promise.resolve({ companyId: String(companyId) }) })
}

async function makeDealer(companyID: number) {
  const payload = await testPayload()
  return payload.create({
    collection: 'dealers',
    context: ctx,
    data: {
      data: { companyID, name: `Test Review Dealer ${companyID}`, city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' },
      location: { lat: 30.27, lon: -97.74 },
      // An import or an edit cannot invent ratings: these are overwritten from the reviews.
      metaData: { average_rating: 4.9, total_review_count: 250 },
    },
  })
}

async function stats(id: number) {
  const payload = await testPayload()
  const dealer = await payload.findByID({ collection: 'dealers', id, depth: 0 })
  return { average_rating: dealer.metaData?.average_rating, total_review_count: dealer.metaData?.total_review_count }
}

describe(`dealer reviews (${adapterName()})`, () => {
  it('keeps average_rating and total_review_count equal to the reviews on create, update and delete', async () => {
    const payload = await testPayload()
    const dealer = await makeDealer(7_200_001)
    expect(await stats(dealer.id)).toEqual({ average_rating: 0, total_review_count: 0 })

    const a = await payload.create({ collection: 'reviews', context: ctx, data: { dealer: dealer.id, author_name: 'Ann B.', rating: 5, date: '2026-10-01', text: 'Great' } })
    const b = await payload.create({ collection: 'reviews', context: ctx, data: { dealer: dealer.id, author_name: 'Bo C.', rating: 4, date: '2026-10-02', text: 'Good' } })
    await payload.create({ collection: 'reviews', context: ctx, data: { dealer: dealer.id, author_name: 'Cy D.', rating: 4, date: '2026-10-03', text: 'Fine' } })
    expect(await stats(dealer.id)).toEqual({ average_rating: 4.3, total_review_count: 3 })

    await payload.update({ collection: 'reviews', id: b.id, context: ctx, data: { rating: 1 } })
    expect(await stats(dealer.id)).toEqual({ average_rating: 3.3, total_review_count: 3 })

    await payload.delete({ collection: 'reviews', id: a.id, context: ctx })
    expect(await stats(dealer.id)).toEqual({ average_rating: 2.5, total_review_count: 2 })

    // An editor cannot overwrite the derived numbers either.
    await payload.update({ collection: 'dealers', id: dealer.id, context: ctx, data: { metaData: { average_rating: 5, total_review_count: 99 } } })
    expect(await stats(dealer.id)).toEqual({ average_rating: 2.5, total_review_count: 2 })

    // The public lookup carries the same numbers.
    const lookup = await (await lookupGET(new Request('http://localhost:3000/api/dealers/lookup?cid=7200001'))).json()
    expect(lookup.metaData).toMatchObject({ average_rating: 2.5, total_review_count: 2 })
  })

  it('moves the stats when a review is moved to another dealer, and deletes reviews with their dealer', async () => {
    const payload = await testPayload()
    const one = await makeDealer(7_200_002)
    const two = await makeDealer(7_200_003)
    const review = await payload.create({ collection: 'reviews', context: ctx, data: { dealer: one.id, author_name: 'Di E.', rating: 2, date: '2026-09-01', text: 'Meh' } })
    await payload.update({ collection: 'reviews', id: review.id, context: ctx, data: { dealer: two.id } })
    expect(await stats(one.id)).toEqual({ average_rating: 0, total_review_count: 0 })
    expect(await stats(two.id)).toEqual({ average_rating: 2, total_review_count: 1 })

    await payload.delete({ collection: 'dealers', id: two.id, context: ctx })
    const left = await payload.count({ collection: 'reviews', where: { id: { equals: review.id } } })
    expect(left.totalDocs).toBe(0)
  })

  it('serves reviews newest first in pages of 10 by default', async () => {
    const payload = await testPayload()
    const dealer = await makeDealer(7_200_004)
    for (let day = 1; day <= 23; day++) {
      await payload.create({
        collection: 'reviews',
        context: ctx,
        data: {
          dealer: dealer.id,
          author_name: `Reviewer ${day}`,
          rating: (day % 5) + 1,
          date: `2026-08-${String(day).padStart(2, '0')}`,
          text: `Review ${day}`,
          ...(day === 23 ? { owner_response: 'Thanks!', owner_response_date: '2026-08-25' } : {}),
        },
      })
    }
    const first = reviewsPageSchema.parse(await (await reviewsOf(7_200_004)).json())
    expect(first).toMatchObject({ page: 1, pageAmount: 10, total: 23 })
    expect(first.reviews).toHaveLength(10)
    expect(first.reviews[0]).toEqual({
      author_name: 'Reviewer 23',
      rating: 4,
      date: '2026-08-23',
      text: 'Review 23',
      owner_response: 'Thanks!',
      owner_response_date: '2026-08-25',
    })
    expect(first.reviews.map((r) => r.date)).toEqual([...first.reviews.map((r) => r.date)].sort().reverse())

    const third = reviewsPageSchema.parse(await (await reviewsOf(7_200_004, '?page=3&pageAmount=10')).json())
    expect(third.reviews.map((r) => r.author_name)).toEqual(['Reviewer 3', 'Reviewer 2', 'Reviewer 1'])
    const beyond = reviewsPageSchema.parse(await (await reviewsOf(7_200_004, '?page=9')).json())
    expect(beyond).toMatchObject({ reviews: [], page: 9, total: 23 })
  })

  it('agrees with the seeded sample dealers', async () => {
    const payload = await testPayload()
    await seedSampleDealers(payload, { created: [], kept: [] })
    const dealers = await payload.find({ collection: 'dealers', where: { sample: { equals: true } }, limit: 5, depth: 0, sort: 'data.companyID' })
    for (const dealer of dealers.docs) {
      const reviews = await payload.find({ collection: 'reviews', where: { dealer: { equals: dealer.id } }, pagination: false, depth: 0 })
      const total = reviews.docs.length
      const average = total ? Math.round((reviews.docs.reduce((s, r) => s + r.rating, 0) / total) * 10) / 10 : 0
      expect(dealer.metaData?.total_review_count).toBe(total)
      expect(dealer.metaData?.average_rating).toBe(average)
      if (dealer.active) {
        const page = reviewsPageSchema.parse(await (await reviewsOf(dealer.data.companyID, '?pageAmount=50')).json())
        expect(page.total).toBe(total)
      }
    }
  })

  it('answers 400 for bad parameters and 404 for an unknown dealer', async () => {
    expect((await reviewsOf('abc')).status).toBe(400)
    expect((await reviewsOf(7_200_004, '?page=0')).status).toBe(400)
    expect((await reviewsOf(7_200_004, '?pageAmount=500')).status).toBe(400)
    expect((await reviewsOf(7_200_004, '?page=x')).status).toBe(400)
    const missing = await reviewsOf(999_999_998)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'No dealer with company ID 999999998' })
  })
})
