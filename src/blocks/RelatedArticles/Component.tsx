import type { Media, RelatedArticlesBlock } from '@/payload-types'
import { formatArticleDate, type ArticleCard } from '@/domain/pages/articleCard'
import { MediaImage } from '@/components/ui/MediaImage'
import { relatedArticles } from '@/server/pages/articles'
import { blockData } from '@/server/blocks/blockData'
import './styles.css'
import { DEFAULTS } from './config'

export const RELATED_ARTICLES_EMPTY = 'No articles to show yet.'

/** Reads the articles on the server (published pages with an article listing), then renders the list. */
export async function RelatedArticlesComponent({ title, source, categories, pages, limit }: RelatedArticlesBlock) {
  const pickedIds = source === 'picked' ? (pages ?? []).map((p) => (typeof p === 'object' ? p.id : p)) : []
  const articles = await blockData('related articles', () => relatedArticles({ categories: source === 'picked' ? [] : (categories ?? []), pickedIds, limit: limit ?? 3 }), [])
  return <RelatedArticlesView title={title || DEFAULTS.title} articles={articles} />
}

export function RelatedArticlesView({ title, articles }: { title: string; articles: readonly ArticleCard<Media>[] }) {
  return (
    <section className="container related">
      <h2 className="related__title">{title}</h2>
      {articles.length === 0 ? (
        <p className="related__empty">{RELATED_ARTICLES_EMPTY}</p>
      ) : (
        <ul className="related__list">
          {articles.map((article) => (
            <li key={article.id} className="related__card">
              {article.image ? <MediaImage media={article.image} decorative className="related__image" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" /> : null}
              {article.categories.length ? (
                <ul className="related__categories" aria-label="Categories">
                  {article.categories.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : null}
              <h3 className="related__name">
                <a href={article.path} data-track={`Related article: ${article.title}`}>
                  {article.title}
                </a>
              </h3>
              {article.excerpt ? <p className="related__excerpt">{article.excerpt}</p> : null}
              <p className="related__meta">
                {article.date ? <time dateTime={article.date}>{formatArticleDate(article.date)}</time> : null}
                {article.date && article.readingTime ? <span aria-hidden="true"> · </span> : null}
                {article.readingTime ? <span>{article.readingTime}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
