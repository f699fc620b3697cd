import type {ReactNode} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {CmsImage} from '~/modules/shared/CmsImage';
import * as shared from '~/modules/shared/shared.css';
import type {CmsAsset} from '~/modules/types';
import * as styles from './Blog.css';

export interface BlogHeaderProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string | null | undefined;
  subtitle?: string | null;
  /** A line above the heading (the category page links back to the blog). */
  eyebrow?: ReactNode;
  categories: ReadonlyArray<{slug: string; title: string}>;
  /** The category this page lists, marked as the current one among the chips. */
  currentSlug?: string;
  image: CmsAsset | null | undefined;
}

/** The top of the blog landing and of a category page: title, subtitle, the category chips and the image. */
export function BlogHeader({titleId, title, subtitle, eyebrow, categories, currentSlug, image}: BlogHeaderProps) {
  return (
    <section className={styles.header} aria-labelledby={titleId} data-blog-header="">
      <div className={styles.headerCopy}>
        {eyebrow ? <p className={shared.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.h1}>
          {title}
        </h1>
        {subtitle ? <p className={shared.subtitle}>{subtitle}</p> : null}
        <nav aria-label="Blog categories">
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.slug}>
                <LocaleLink
                  className={styles.chip}
                  to={`/blog/categories/${category.slug}`}
                  aria-current={category.slug === currentSlug ? 'page' : undefined}
                >
                  {category.title}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.headerImage}>
        <CmsImage asset={image} width={960} sizes="(width <= 768px) 100vw, 50vw" eager />
      </div>
    </section>
  );
}
