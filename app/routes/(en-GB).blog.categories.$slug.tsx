import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {loadBlogCategory} from '~/lib/blog.server';
import {cmsSeo, seoMeta} from '~/lib/seo';
import * as styles from '~/modules/Blog/Blog.css';
import {Pagination} from '~/modules/Blog/Pagination';
import {ArticleCard} from '~/modules/shared/ArticleCard';
import {CmsImage} from '~/modules/shared/CmsImage';
import * as shared from '~/modules/shared/shared.css';
import type {Route} from './+types/(en-GB).blog.categories.$slug';
import {markHydrated} from '~/modules/shared/Section';

export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? seoMeta({
        origin: data.origin,
        pathname: location.pathname,
        locale: data.locale,
        ...cmsSeo(data.category.seo, {title: `${data.category.title ?? 'Blog'} | The Keel blog`, description: data.category.description}),
      })
    : [{title: 'Page not found | Keel'}];

/** /blog/categories/{slug} (spec 2): the category's articles, newest first, paginated. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const category = await loadBlogCategory(context, params.slug.toLowerCase(), request);
  if (!category) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {category, origin: new URL(request.url).origin, locale: context.locale};
}

export default function BlogCategory({loaderData}: Route.ComponentProps) {
  const {category} = loaderData;
  return (
    <>
      <section className={styles.header} aria-labelledby="category-title">
        <div className={styles.headerCopy}>
          <p className={shared.eyebrow}>
            <LocaleLink className={shared.textLink} to="/blog">
              The Keel blog
            </LocaleLink>
          </p>
          <h1 id="category-title" className={styles.h1}>
            {category.title}
          </h1>
          {category.description ? <p className={shared.subtitle}>{category.description}</p> : null}
          <nav aria-label="Blog categories">
            <ul className={styles.categories}>
              {category.categories.map((item) => (
                <li key={item.slug}>
                  <LocaleLink className={styles.chip} to={`/blog/categories/${item.slug}`} aria-current={item.slug === category.slug ? 'page' : undefined}>
                    {item.title}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.headerImage}>
          <CmsImage asset={category.image} width={960} sizes="(width <= 768px) 100vw, 50vw" eager />
        </div>
      </section>
      <section ref={markHydrated} className={shared.section} aria-labelledby="category-articles" data-module="article-list">
        <div className={shared.inner}>
          <h2 id="category-articles" className={shared.title}>
            Articles
          </h2>
          <ul className={shared.cardGrid}>
            {category.list.items.map((article) => (
              <ArticleCard key={article.sys.id} article={article} />
            ))}
          </ul>
          <Pagination page={category.list.page} pageCount={category.list.pageCount} label={`${category.title ?? 'Category'} pages`} />
        </div>
      </section>
    </>
  );
}
