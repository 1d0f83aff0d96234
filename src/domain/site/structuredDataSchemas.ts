import { z } from 'zod'

/**
 * The required (and Google-recommended) properties of the JSON-LD types the site emits, per
 * schema.org and Google's rich result documentation. Unit tests check the builders with these; the
 * crawl test checks the JSON-LD of built pages with them.
 */
const context = z.literal('https://schema.org')
const url = z.url({ protocol: /^https?$/ })

export const organizationSchema = z.object({
  '@context': context,
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url,
  logo: url.optional(),
  contactPoint: z.array(z.object({ '@type': z.literal('ContactPoint'), telephone: z.string().min(7), contactType: z.string().min(1) })).optional(),
})

export const breadcrumbListSchema = z.object({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  // Google: at least two items, positions counting from 1, each naming its page.
  itemListElement: z
    .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: url }))
    .min(2)
    .refine((items) => items.every((item, i) => item.position === i + 1), 'positions must count 1, 2, 3, ...'),
})

export const faqPageSchema = z.object({
  '@context': context,
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(z.object({ '@type': z.literal('Question'), name: z.string().min(1), acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }) }))
    .min(1),
})

export const offerSchema = z.object({
  '@type': z.literal('Offer'),
  price: z.string().regex(/^\d+(\.\d{1,2})?$/),
  priceCurrency: z.string().length(3),
  availability: z.string().startsWith('https://schema.org/').optional(),
  url: url.optional(),
})

export const productSchema = z.object({
  '@context': context,
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1).optional(),
  sku: z.string().min(1).optional(),
  url,
  image: z.array(url).min(1).optional(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  offers: offerSchema.optional(),
})

/** Product rich results (merchant listings) additionally need an offer. */
export const productRichResultSchema = productSchema.extend({ offers: offerSchema })

/** The schema for a JSON-LD object by its @type, for checking whatever a page carries. */
export const jsonLdSchemas: Record<string, z.ZodType> = {
  Organization: organizationSchema,
  BreadcrumbList: breadcrumbListSchema,
  FAQPage: faqPageSchema,
  Product: productSchema,
}
