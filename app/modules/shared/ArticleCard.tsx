import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {CmsImage} from './CmsImage';
import {CARD_GRID_SIZES} from './cmsImageWidths';
import * as styles from './shared.css';
import type {CmsArticleCard} from '../types';

/** rules:content-fields blog article card: image, category eyebrow, title and a link to /blog/{slug}/. */
export function ArticleCard({article, headingLevel = 3}: {article: CmsArticleCard; headingLevel?: 2 | 3}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-testid="article-card">
      <CmsImage asset={article.heroImage} width={640} sizes={CARD_GRID_SIZES} alt="" />
      <div className={styles.cardBody}>
        {article.blogCategory?.title ? <p className={styles.eyebrow}>{article.blogCategory.title}</p> : null}
        <Heading className={styles.cardTitle}>
          <LocaleLink className={styles.cardLink} to={`/blog/${article.slug}/`}>
            {article.title}
          </LocaleLink>
        </Heading>
        {article.articleTeaser ? <p className={styles.muted}>{article.articleTeaser}</p> : null}
      </div>
    </li>
  );
}
