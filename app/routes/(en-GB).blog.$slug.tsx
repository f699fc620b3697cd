import {lazySection} from '~/lib/lazy/lazySection';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {formatPublishDate} from '~/lib/blog/blog';
import {loadBlogArticle, type ArticleAuthorCard} from '~/lib/blog/blog.server';
import {cmsPageMeta, cmsSeo} from '~/lib/seo/seo';
import {ArticleBody} from '~/modules/Blog/ArticleBody';
import * as styles from '~/modules/Blog/Blog.css';
import {CmsImage} from '~/modules/shared/CmsImage';
import * as shared from '~/modules/shared/shared.css';
import type {CmsArticleCard} from '~/modules/types';
import type {Route} from './+types/(en-GB).blog.$slug';

// Below the article: their own chunks, so the first load is the article itself.
const AuthorCard = lazySection(() => import('~/modules/Blog/AuthorCard'), {name: 'AuthorCard'});
const RelatedArticles = lazySection(() => import('~/modules/RelatedArticles/RelatedArticles'), {
  name: 'RelatedArticles',
});

function ArticleFooter({authors, related}: {authors: ArticleAuthorCard[]; related: CmsArticleCard[]}) {
  return (
    <>
      {authors.length ? (
        <section className={styles.authors} aria-labelledby="authors-title">
          <h2 id="authors-title" className={shared.title}>
            {authors.length === 1 ? 'About the author' : 'About the authors'}
          </h2>
          {authors.map((author) => (
            <AuthorCard key={author.id} author={author} />
          ))}
        </section>
      ) : null}
      <RelatedArticles anchor="related-articles" title="Keep reading" articles={related} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) =>
  cmsPageMeta(args, ({article, cmsHost}) => ({
    ...cmsSeo(article.seo, {title: `${article.title ?? ''} | The Keel blog`, description: article.teaser}),
    image: article.heroImage?.url ? new URL(article.heroImage.url, cmsHost).toString() : null,
    type: 'article',
  }));

/** /blog/{slug}/ (rules:content-fields): hero, category eyebrow, teaser, publish date, body, author cards and related articles. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const article = await loadBlogArticle(context, params.slug.toLowerCase());
  if (!article) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {
    article,
    // Written on the server: the browser's first load carries neither the formatter nor its month names.
    published: formatPublishDate(article.publishDate, context.locale.code),
    origin: new URL(request.url).origin,
    locale: context.locale,
    cmsHost: context.env.CONTENTFUL_HOST ?? 'https://graphql.contentful.com',
  };
}

export default function BlogArticle({loaderData}: Route.ComponentProps) {
  const {article, published} = loaderData;
  return (
    <article aria-labelledby="article-title">
      <header className={styles.articleHeader} data-blog-header="">
        {article.category?.slug ? (
          <p className={shared.eyebrow}>
            <LocaleLink className={shared.textLink} to={`/blog/categories/${article.category.slug}`}>
              {article.category.title}
            </LocaleLink>
          </p>
        ) : null}
        <h1 id="article-title" className={styles.h1}>
          {article.title}
        </h1>
        {article.teaser ? <p className={styles.teaser}>{article.teaser}</p> : null}
        <p className={styles.meta}>
          {article.author?.fullName ? <span>By {article.author.fullName}</span> : null}
          {published && article.publishDate ? <time dateTime={article.publishDate}>{published}</time> : null}
          {article.readingTimeMinutes ? <span>{article.readingTimeMinutes} min read</span> : null}
        </p>
      </header>
      <div className={styles.articleHero}>
        <CmsImage asset={article.heroImage} width={1500} sizes="(width <= 1024px) 100vw, 1024px" eager />
      </div>
      <div className={styles.article}>
        {article.body ? <ArticleBody document={article.body.json} targets={article.body.targets} /> : null}
      </div>
      <ArticleFooter authors={article.authorCards} related={article.related} />
    </article>
  );
}
