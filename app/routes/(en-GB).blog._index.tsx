import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {loadBlogLanding} from '~/lib/blog.server';
import {cmsSeo, seoMeta} from '~/lib/seo';
import * as styles from '~/modules/Blog/Blog.css';
import {Pagination} from '~/modules/Blog/Pagination';
import {ModuleList} from '~/modules/ModuleRenderer';
import {ArticleCard} from '~/modules/shared/ArticleCard';
import {CmsImage} from '~/modules/shared/CmsImage';
import * as shared from '~/modules/shared/shared.css';
import type {Route} from './+types/(en-GB).blog._index';
import {markHydrated} from '~/modules/shared/Section';

export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? seoMeta({origin: data.origin, pathname: location.pathname, locale: data.locale, ...cmsSeo(data.page.seo, {title: 'The Keel blog'})})
    : [{title: 'Page not found | Keel'}];

/** /blog (spec 2): featured articles, categories, every article newest first (paginated) and the page's modules. */
export async function loader({context, request}: Route.LoaderArgs) {
  const page = await loadBlogLanding(context, request);
  if (!page) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {page, now: Date.now(), origin: new URL(request.url).origin, locale: context.locale};
}

export default function BlogLanding({loaderData}: Route.ComponentProps) {
  const {page} = loaderData;
  return (
    <>
      <section className={styles.header} aria-labelledby="blog-title">
        <div className={styles.headerCopy}>
          <h1 id="blog-title" className={styles.h1}>
            {page.title}
          </h1>
          {page.subtitle ? <p className={shared.subtitle}>{page.subtitle}</p> : null}
          <nav aria-label="Blog categories">
            <ul className={styles.categories}>
              {page.categories.map((category) => (
                <li key={category.slug}>
                  <LocaleLink className={styles.chip} to={`/blog/categories/${category.slug}`}>
                    {category.title}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.headerImage}>
          <CmsImage asset={page.heroImage} width={960} sizes="(width <= 768px) 100vw, 50vw" eager />
        </div>
      </section>
      {page.featured.length ? (
        <section ref={markHydrated} className={shared.section} aria-labelledby="featured-title" data-module="featured-articles">
          <div className={shared.inner}>
            <h2 id="featured-title" className={shared.title}>
              Featured
            </h2>
            <ul className={shared.cardGrid}>
              {page.featured.map((article) => (
                <ArticleCard key={article.sys.id} article={article} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section ref={markHydrated} className={shared.section} aria-labelledby="latest-title" data-module="article-list">
        <div className={shared.inner}>
          <h2 id="latest-title" className={shared.title}>
            {page.list.page === 1 ? 'Latest articles' : `Latest articles, page ${page.list.page}`}
          </h2>
          <ul className={shared.cardGrid}>
            {page.list.items.map((article) => (
              <ArticleCard key={article.sys.id} article={article} />
            ))}
          </ul>
          <Pagination page={page.list.page} pageCount={page.list.pageCount} label="Blog pages" />
        </div>
      </section>
      <ModuleList modules={page.modules} now={loaderData.now} />
    </>
  );
}
