import {loadBlogLanding} from '~/lib/blog/blog.server';
import {cmsPageMeta, cmsSeo} from '~/lib/seo/seo';
import {BlogHeader} from '~/modules/Blog/BlogHeader';
import {Pagination} from '~/modules/Blog/Pagination';
import {ArticleList} from '~/modules/Blog/ArticleList';
import type {Route} from './+types/(en-GB).blog._index';
import {lazySection} from '~/lib/lazy/lazySection';

// The landing's CMS modules sit below its article lists: their renderer loads after the first paint (the server HTML is whole).
const ModuleList = lazySection(() => import('~/modules/ModuleRenderer'), {name: 'ModuleList'});

export const meta: Route.MetaFunction = (args) =>
  cmsPageMeta(args, (data) => cmsSeo(data.page.seo, {title: 'The Keel blog'}));

/** /blog (rules:content-fields): featured articles, categories, every article newest first (paginated) and the page's modules. */
export async function loader({context, request}: Route.LoaderArgs) {
  const page = await loadBlogLanding(context, request);
  if (!page) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {page, now: Date.now(), origin: new URL(request.url).origin, locale: context.locale};
}

export default function BlogLanding({loaderData}: Route.ComponentProps) {
  const {page} = loaderData;
  return (
    <>
      <BlogHeader
        titleId="blog-title"
        title={page.title}
        subtitle={page.subtitle}
        categories={page.categories}
        image={page.heroImage}
      />
      {page.featured.length ? (
        <ArticleList titleId="featured-title" title="Featured" part="featured-articles" articles={page.featured} />
      ) : null}
      <ArticleList
        titleId="latest-title"
        title={page.list.page === 1 ? 'Latest articles' : `Latest articles, page ${page.list.page}`}
        part="article-list"
        articles={page.list.items}
      >
        <Pagination page={page.list.page} pageCount={page.list.pageCount} label="Blog pages" />
      </ArticleList>
      <ModuleList modules={page.modules} now={loaderData.now} />
    </>
  );
}
