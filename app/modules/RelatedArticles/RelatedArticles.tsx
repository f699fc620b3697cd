import {ArticleCard} from '../shared/ArticleCard';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {cardGrid, ctaRow} from '../shared/shared.css';
import type {CmsArticleCard, ModuleExtras, ModuleRelatedArticles} from '../types';

/**
 * rules:content-fields related blog articles: title, subtitle, a 'full article' link and
 * cards to /blog/{slug}/. The server picks the articles (rules:content-fields: manual
 * overrides first, then the category, the current article left out).
 */
export function RelatedArticles({
  anchor,
  title,
  subtitle,
  description,
  articles,
  cta,
}: {
  anchor: string;
  title: string | null;
  subtitle?: string | null;
  description?: string | null;
  articles: readonly CmsArticleCard[];
  cta?: Parameters<typeof Cta>[0]['cta'];
}) {
  const titleId = `${anchor}-title`;
  if (!articles.length) return null;
  return (
    <Section anchor={anchor} titleId={titleId} testId="related-articles">
      <ModuleHeader id={titleId} eyebrow={subtitle} title={title} subtitle={description} />
      <ul className={cardGrid}>
        {articles.map((article) => (
          <ArticleCard key={article.sys.id} article={article} />
        ))}
      </ul>
      {cta ? (
        <div className={ctaRow}>
          <Cta cta={cta} />
        </div>
      ) : null}
    </Section>
  );
}

/** The related-articles module: the server picked its articles (extras.articles). */
export function RelatedArticlesModule({
  module,
  anchor,
  extras,
}: {
  module: ModuleRelatedArticles;
  anchor: string;
  extras: ModuleExtras;
}) {
  return (
    <RelatedArticles
      anchor={anchor}
      title={module.title}
      subtitle={module.subtitle}
      description={module.description}
      articles={extras.articles ?? []}
      cta={module.fullArticleCta}
    />
  );
}
