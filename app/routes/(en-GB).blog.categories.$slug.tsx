import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {loadBlogCategory} from '~/lib/blog/blog.server';
import {cmsPageMeta, cmsSeo} from '~/lib/seo/seo';
import {BlogHeader} from '~/modules/Blog/BlogHeader';
import {Pagination} from '~/modules/Blog/Pagination';
import {ArticleList} from '~/modules/Blog/ArticleList';
import * as shared from '~/modules/shared/shared.css';
import type {Route} from './+types/(en-GB).blog.categories.$slug';

export const meta: Route.MetaFunction = (args) =>
  cmsPageMeta(args, ({category}) =>
    cmsSeo(category.seo, {title: `${category.title ?? 'Blog'} | The Keel blog`, description: category.description}),
  );

/** /blog/categories/{slug} (rules:content-fields): the category's articles, newest first, paginated. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const category = await loadBlogCategory(context, params.slug.toLowerCase(), request);
  if (!category) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {category, origin: new URL(request.url).origin, locale: context.locale};
}

export default function BlogCategory({loaderData}: Route.ComponentProps) {
  const {category} = loaderData;
  return (
    <>
      <BlogHeader
        titleId="category-title"
        eyebrow={
          <LocaleLink className={shared.textLink} to="/blog">
            The Keel blog
          </LocaleLink>
        }
        title={category.title}
        subtitle={category.description}
        categories={category.categories}
        currentSlug={category.slug ?? undefined}
        image={category.image}
      />
      <ArticleList titleId="category-articles" title="Articles" part="article-list" articles={category.list.items}>
        <Pagination
          page={category.list.page}
          pageCount={category.list.pageCount}
          label={`${category.title ?? 'Category'} pages`}
        />
      </ArticleList>
    </>
  );
}
