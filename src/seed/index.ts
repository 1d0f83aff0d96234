import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { faqFixture } from '@/blocks/Faq/fixtures'
import { heroFixture } from '@/blocks/Hero2025/fixtures'
import { homeContactFormFixture } from '@/blocks/HomeContactForm/fixtures'
import { productSelectorFixture } from '@/blocks/ProductSelector/fixtures'
import { promoCardFixture } from '@/blocks/PromoCard/fixtures'
import { quoteSliderFixture } from '@/blocks/QuoteSlider/fixtures'
import { DEFAULT_SITE_SETTINGS } from '@/domain/settings/siteSettings'
import { seedSampleDealers } from './dealers'
import { seedLocatorPages } from './locatorPages'
import { seedPrivacyPolicy } from './privacyPolicy'
import { seedSampleRebates } from './rebates'
import { seedCallTracking } from './callTracking'
import { seedBlockGallery, withSampleMedia, type BrandImageIds } from './blockGallery'
import { seedExperiments } from './experiments'
import { seedTools } from './tools'
import { seedVideos } from './videos'
import { seedProducts } from './products'
import { seedFormPages } from './forms'
import { seedRedirects } from './redirects'
import { seedSitePages } from './sitePages'
import { seedArticles } from './articles'
import { seedFrenchPage } from './frenchPage'
import { seedBrandImages } from './images'

const ctx = { disableRevalidate: true }

export type SeedReport = { created: string[]; kept: string[]; adminPassword?: string }

/** Idempotent: creates what is missing, never overwrites what an editor has changed. */
export async function seed(payload: Payload, options: { adminEmail?: string; adminPassword?: string; sampleDealers?: number } = {}) {
  const report: SeedReport = { created: [], kept: [] }
  await seedAdmin(payload, options, report)
  await seedGlobals(payload, report)
  const images = await seedBrandImages(payload, report)
  const heroImage = images.home
  await seedLocatorPages(payload, report)
  await seedPrivacyPolicy(payload, report)
  await seedSampleDealers(payload, report, { count: options.sampleDealers })
  // After the dealers: its ratings summary is read from their reviews.
  await seedHomePage(payload, images, report)
  await seedSampleRebates(payload, report)
  await seedCallTracking(payload, report)
  await seedTools(payload, report)
  await seedVideos(payload, report, images)
  await seedProducts(payload, images, report)
  await seedBlockGallery(payload, images, report)
  await seedExperiments(payload, report)
  await seedFormPages(payload, report)
  await seedSitePages(payload, report)
  await seedArticles(payload, heroImage, report)
  await seedFrenchPage(payload, report)
  // Last: a redirect is created only once its target page is published.
  await seedRedirects(payload, report)
  return report
}

async function seedAdmin(payload: Payload, options: { adminEmail?: string; adminPassword?: string }, report: SeedReport) {
  const email = (options.adminEmail ?? 'admin@example.com').toLowerCase()
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (existing.docs.length) {
    report.kept.push(`admin user ${email}`)
    return
  }
  const password = options.adminPassword ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Site admin' }, context: ctx })
  report.created.push(`admin user ${email}`)
  if (!options.adminPassword) report.adminPassword = password
}

async function seedGlobals(payload: Payload, report: SeedReport) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.updatedAt) {
    report.kept.push('site settings')
  } else {
    const d = DEFAULT_SITE_SETTINGS
    await payload.updateGlobal({
      slug: 'site-settings',
      context: ctx,
      data: {
        ...d,
        // Everything the seed writes is demo data: marked once, site-wide (reading 54).
        demoNotice: true,
        callNowPages: d.callNowPages.map((path) => ({ path })),
        contactDealerCampaignPaths: d.contactDealerCampaignPaths.map((path) => ({ path })),
        singleDealerCompanyId: d.singleDealerCompanyId,
      },
    })
    report.created.push('site settings')
  }
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.updatedAt) {
    await payload.updateGlobal({
      slug: 'header',
      context: ctx,
      data: {
        // Every link points at a seeded page (the crawl test checks it).
        navItems: [
          {
            label: 'Products',
            children: [
              { label: 'All products', url: '/products/' },
              { label: 'Air conditioners', url: '/products/air-conditioners/' },
              { label: 'Furnaces', url: '/products/furnaces/' },
              { label: 'Heat pumps', url: '/products/heat-pumps/' },
              { label: 'Ductless systems', url: '/products/ductless-mini-split-systems/' },
              { label: 'Indoor air quality', url: '/products/indoor-air-quality/' },
              { label: 'Smart thermostats', url: '/products/thermostat-controls/smart-thermostats/' },
              { label: 'Compare and price', url: '/resources/pricing-guide/' },
            ],
          },
          {
            label: 'Resources',
            children: [
              { label: 'All resources', url: '/resources/' },
              { label: 'Repair or replace?', url: '/resources/repair-or-replace/' },
              { label: 'HVAC basics', url: '/resources/getting-started/hvac-basics/' },
              { label: 'Glossary', url: '/resources/glossary/' },
              { label: 'Maintenance tips', url: '/resources/maintenance-tips/' },
              { label: 'Troubleshooting', url: '/resources/troubleshooting/' },
              { label: 'Homeowning videos', url: '/resources/homeowning-01/' },
            ],
          },
          { label: 'Find a dealer', url: '/find-a-dealer/' },
          { label: 'Rebates', url: '/rebates/' },
          {
            label: 'Support',
            children: [
              { label: 'Schedule service', url: '/schedule-service/' },
              { label: 'Contact a local dealer', url: '/contact-a-dealer/' },
              { label: 'Customer care', url: '/contact-us/' },
              { label: 'Warranty', url: '/warranty/' },
            ],
          },
        ],
      },
    })
    report.created.push('header')
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.updatedAt) {
    await payload.updateGlobal({
      slug: 'footer',
      context: ctx,
      data: {
        navItems: [
          { label: 'Products', url: '/products/' },
          { label: 'Resources', url: '/resources/' },
          { label: 'Find a dealer', url: '/find-a-dealer/' },
          { label: 'Rebates', url: '/rebates/' },
          { label: 'Schedule service', url: '/schedule-service/' },
          { label: 'Warranty', url: '/warranty/' },
          { label: 'Customer care', url: '/contact-us/' },
          { label: 'Our history', url: '/about/history/' },
        ],
      },
    })
    report.created.push('footer')
  }
}

/** The dealers' average rating and how many reviews it is of, as the seeded data holds them. */
async function dealerRatings(payload: Payload): Promise<{ average: number; reviews: number; dealers: number }> {
  const { docs } = await payload.find({ collection: 'dealers', where: { active: { not_equals: false } }, pagination: false, depth: 0, select: { metaData: true } })
  let [stars, reviews] = [0, 0]
  for (const doc of docs) {
    const count = doc.metaData?.total_review_count ?? 0
    stars += (doc.metaData?.average_rating ?? 0) * count
    reviews += count
  }
  return { average: reviews ? stars / reviews : 0, reviews, dealers: docs.length }
}

/**
 * The home page, composed as a brand's: one ZIP entry in the hero, the product categories with their
 * pictures, why homeowners trust the dealers (ratings, warranty, what a Customer Care Dealer is),
 * what homeowners say, the rebates teaser, answers, and the contact form. Every link is a seeded page.
 */
async function seedHomePage(payload: Payload, images: BrandImageIds, report: SeedReport) {
  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, limit: 1, depth: 0, draft: true })
  if (existing.docs.length) {
    report.kept.push('home page')
    return
  }
  const ratings = await dealerRatings(payload)
  const trust = [
    ...(ratings.reviews
      ? [{ figure: `${ratings.average.toFixed(1)} of 5`, title: 'Average dealer rating', text: `From ${ratings.reviews.toLocaleString('en-US')} homeowner reviews of the dealers you find here.` }]
      : []),
    { figure: '10-year', title: 'Limited parts warranty', text: 'When you register within 60 days of installation (5 years otherwise). See your limited warranty for terms.' },
    ...(ratings.dealers ? [{ figure: ratings.dealers.toLocaleString('en-US'), title: 'Local dealers', text: 'Independent businesses that install and service our systems near you.' }] : []),
  ]
  await payload.create({
    collection: 'pages',
    context: ctx,
    data: {
      title: 'Home',
      slug: 'home',
      _status: 'published',
      meta: {
        title: 'Heating and cooling for your home',
        description: 'Find a local heating and cooling dealer, compare systems and check rebates.',
      },
      layout: [
        // The one ZIP entry: the hero's find-a-dealer card. Its main button leads to the products.
        {
          ...heroFixture,
          backgroundImage: images.home,
          link: { type: 'custom', url: '/products/', label: 'Explore our systems', trackingText: 'Hero: explore our systems', appearance: { background: 'white', cornerRadius: 'full', width: 'fit', showIcon: true } },
        },
        withSampleMedia({ ...productSelectorFixture, heading: 'Systems for every home' }, images),
        { blockType: 'bigNumberList', title: 'Why homeowners choose us', items: trust },
        {
          blockType: 'iconList',
          title: 'What a Customer Care Dealer is',
          items: [
            { icon: 'shield', title: 'Trained on our equipment', text: 'Technicians keep up with our training on installing and servicing each system.' },
            { icon: 'check', title: 'Rated by homeowners', text: 'Homeowners review each visit; the ratings you see on a dealer come from those reviews.' },
            { icon: 'clock', title: 'There after the install', text: 'Tune-ups, repairs and warranty registration from the people who installed it.' },
          ],
        },
        {
          blockType: 'promoCard',
          title: 'Register within 60 days for a 10-year parts warranty',
          description: 'Registering takes a few minutes and doubles the base limited warranty on parts.',
          image: null,
          link: { type: 'custom', url: '/warranty/', label: 'See warranty terms', trackingText: 'Home: warranty terms', appearance: { background: 'none' } },
          backgroundColor: 'navy',
        },
        { ...quoteSliderFixture },
        promoCardFixture,
        faqFixture,
        // The home contact form (readings 35): its form code loads once the visitor starts using it.
        { ...homeContactFormFixture },
      ],
    },
  })
  report.created.push('home page')
}
