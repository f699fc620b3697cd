import type {LoaderFunctionArgs} from 'react-router';
import {BLOG_ARTICLE_QUERY, BLOG_CATEGORY_QUERY, BLOG_LANDING_QUERY} from '~/graphql/cms/blogContent';
import type {CmsArticleCard, CmsAsset, RenderedModule} from '~/modules/types';
import {authorQuestions, paginate} from './blog';
import {relatedArticles} from '../content/content';
import {articleLinkTargets} from './articleLinks';
import {loadArticleCards, loadExtras, loadModules} from '../content/flexiblePage.server';
import {moduleTheme} from '../content/moduleTheme';
import {moduleAnchors} from '../content/pageModules';

type Context = Pick<LoaderFunctionArgs['context'], 'cms' | 'locale' | 'reviews' | 'env'>;
const cards = (items: ReadonlyArray<CmsArticleCard | null> | undefined) =>
  (items ?? []).filter((item): item is CmsArticleCard => Boolean(item?.slug));

/** /blog: the landing copy, featured articles, every article newest first (paginated), categories and modules. */
export async function loadBlogLanding(context: Context, request: Request) {
  const url = new URL(request.url);
  const [data, all] = await Promise.all([context.cms.query(BLOG_LANDING_QUERY), loadArticleCards(context)]);
  const page = data.pageBlogLandingCollection?.items[0];
  if (!page) return null;
  const list = paginate(all, url.searchParams.get('page'));
  if (!list) return null;
  const modules = await loadModules(context, page.modulesCollection?.items ?? []);
  const extras = await loadExtras(context, modules, request);
  const anchors = moduleAnchors(modules);
  const rendered: RenderedModule[] = modules.map((module, index) => ({
    module,
    anchor: anchors[index] ?? module.sys.id,
    extras: extras[index] ?? {},
    theme: moduleTheme(module),
  }));
  return {
    title: page.title,
    subtitle: page.subtitle,
    heroImage: page.heroImage,
    seo: page.seo,
    featured: list.page === 1 ? cards(page.featuredArticlesCollection?.items) : [],
    categories: (page.categoriesCollection?.items ?? []).flatMap((category) =>
      category?.slug && category.title
        ? [{title: category.title, slug: category.slug, description: category.description}]
        : [],
    ),
    list,
    modules: rendered,
  };
}

/** /blog/categories/{slug}: the category and its articles, newest first, paginated. */
export async function loadBlogCategory(context: Context, slug: string, request: Request) {
  const [data, all] = await Promise.all([
    context.cms.query(BLOG_CATEGORY_QUERY, {variables: {slug}}),
    loadArticleCards(context),
  ]);
  const category = data.blogCategoryCollection?.items[0];
  if (!category) return null;
  const list = paginate(
    all.filter((article) => article.blogCategory?.slug === category.slug),
    new URL(request.url).searchParams.get('page'),
  );
  if (!list) return null;
  return {
    ...category,
    list,
    categories: (data.all?.items ?? []).flatMap((item) =>
      item?.slug && item.title ? [{title: item.title, slug: item.slug}] : [],
    ),
  };
}

export interface ArticleAuthorCard {
  id: string;
  fullName: string;
  title: string | null;
  shortBio: string | null;
  longBio: {json: unknown} | null;
  questions: Array<{question: string; answer: string}>;
  media: CmsAsset | null;
  socialLinks: Array<{icon: string; url: string; alt: string}>;
}

export interface ArticleBodyLinks {
  assets: {block: Array<(CmsAsset & {sys: {id: string}}) | null>};
  entries: {
    hyperlink: Array<{__typename: string; sys: {id: string}; slug?: string | null} | null>;
    block: Array<{
      __typename: string;
      sys: {id: string};
      title?: string | null;
      shopifyHandle?: string | null;
      rower?: boolean | null;
      thumbnail?: CmsAsset | null;
      productCategoryCollection?: {items: Array<{slug: string | null} | null>} | null;
    } | null>;
    inline: Array<{
      __typename: string;
      sys: {id: string};
      title?: string | null;
      shopifyHandle?: string | null;
      rower?: boolean | null;
      productCategoryCollection?: {items: Array<{slug: string | null} | null>} | null;
    } | null>;
  };
}

/**
 * /blog/{slug}/: the article, its author cards and related articles (rules:content-fields:
 * manual overrides first, then the category, the current article left out,
 * 3 by default). Links inside the body resolve to site paths here.
 */
export async function loadBlogArticle(context: Context, slug: string) {
  const [data, all] = await Promise.all([
    context.cms.query(BLOG_ARTICLE_QUERY, {variables: {slug}}),
    loadArticleCards(context),
  ]);
  const article = data.blogArticleCollection?.items[0];
  if (!article) return null;
  const withCategory = (items: CmsArticleCard[]) =>
    items.map((item) => ({...item, slug: item.slug ?? '', category: item.blogCategory?.slug ?? null}));
  const related = relatedArticles({
    current: {slug: article.slug ?? slug, category: article.blogCategory?.slug ?? null},
    overrides: withCategory(cards(article.relatedArticlesCollection?.items)),
    all: withCategory(all),
    displayCount: 3,
  });
  const authorCards: ArticleAuthorCard[] = (article.authorCardsCollection?.items ?? []).flatMap((card) =>
    card?.fullName
      ? [
          {
            id: card.sys.id,
            fullName: card.fullName,
            title: card.title,
            shortBio: card.shortBio,
            longBio: card.longBio,
            questions: authorQuestions(card.questionsAndAnswers),
            media: card.media,
            socialLinks: (card.socialMediaLinksCollection?.items ?? []).flatMap((link) =>
              link?.url && link.icon ? [{icon: link.icon, url: link.url, alt: link.alt ?? link.icon}] : [],
            ),
          },
        ]
      : [],
  );
  return {
    id: article.sys.id,
    title: article.title,
    slug: article.slug,
    teaser: article.articleTeaser,
    publishDate: article.publishDate,
    readingTimeMinutes: article.readingTimeMinutes,
    heroImage: article.heroImage,
    category: article.blogCategory,
    author: article.author,
    seo: article.seo,
    body: article.articleBody
      ? {json: article.articleBody.json, targets: articleLinkTargets(article.articleBody.links)}
      : null,
    related,
    authorCards,
  };
}
