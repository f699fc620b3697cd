import type {ReactNode} from 'react';
import {ArticleCard} from '~/modules/shared/ArticleCard';
import {markHydrated} from '~/modules/shared/Section';
import * as shared from '~/modules/shared/shared.css';
import type {CmsArticleCard} from '~/modules/types';

export interface ArticleListProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** The section's `data-module` (featured-articles, article-list). */
  part: string;
  articles: readonly CmsArticleCard[];
  /** What follows the cards: the list's pagination. */
  children?: ReactNode;
}

/** A titled grid of article cards on the blog landing and the category pages. */
export function ArticleList({titleId, title, part, articles, children}: ArticleListProps) {
  return (
    <section ref={markHydrated} className={shared.section} aria-labelledby={titleId} data-module={part}>
      <div className={shared.inner}>
        <h2 id={titleId} className={shared.title}>
          {title}
        </h2>
        <ul className={shared.cardGrid}>
          {articles.map((article) => (
            <ArticleCard key={article.sys.id} article={article} />
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
