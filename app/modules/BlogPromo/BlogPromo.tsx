import {ArticleCard} from '../shared/ArticleCard';
import {Cta} from '../shared/Cta';
import {ModuleHeader, Section} from '../shared/Section';
import {cardGrid, ctaRow} from '../shared/shared.css';
import type {CmsArticleCard, ModuleBlogPromo, ModuleProps} from '../types';

/** Up to four chosen articles (rules:layout-constants: featured articles 4) and a link to the blog. */
export function BlogPromo({module, anchor, theme}: ModuleProps<ModuleBlogPromo>) {
  const titleId = `${anchor}-title`;
  const articles = (module.articlesCollection?.items ?? [])
    .filter((article): article is CmsArticleCard => Boolean(article?.slug))
    .slice(0, 4);
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="blog-promo">
      <ModuleHeader id={titleId} title={module.title} subtitle={module.subtitle} />
      <ul className={cardGrid}>
        {articles.map((article) => (
          <ArticleCard key={article.sys.id} article={article} />
        ))}
      </ul>
      <div className={ctaRow}>
        <Cta cta={module.cta} />
      </div>
    </Section>
  );
}
