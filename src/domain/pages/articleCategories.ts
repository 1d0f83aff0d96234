/** Categories an editor files a page under when it is an article (Pages > Article listing). */
export const ARTICLE_CATEGORIES = ['getting-started', 'maintenance', 'troubleshooting', 'products', 'energy-savings', 'indoor-air-quality'] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  'getting-started': 'Getting started',
  maintenance: 'Maintenance',
  troubleshooting: 'Troubleshooting',
  products: 'Products',
  'energy-savings': 'Energy savings',
  'indoor-air-quality': 'Indoor air quality',
}

export function articleCategoryLabel(value: string): string {
  return (ARTICLE_CATEGORY_LABELS as Record<string, string | undefined>)[value] ?? value
}

export const articleCategoryOptions = ARTICLE_CATEGORIES.map((value) => ({ value, label: ARTICLE_CATEGORY_LABELS[value] }))
