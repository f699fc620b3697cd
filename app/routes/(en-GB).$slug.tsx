import {loadFlexiblePage} from '~/lib/flexiblePage.server';
import {seoMeta} from '~/lib/seo';
import {ModuleList} from '~/modules/ModuleRenderer';
import {pageTitle} from '~/modules/shared/shared.css';
import type {Route} from './+types/(en-GB).$slug';

export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? seoMeta({
        origin: data.origin,
        pathname: location.pathname,
        locale: data.locale,
        title: data.page.seo?.seoTitle ?? `${data.page.title ?? ''} | Keel`,
        description: data.page.seo?.metaDescription,
        canonicalUrl: data.page.seo?.canonicalUrl,
        noindex: data.page.seo?.noindex,
        nofollow: data.page.seo?.nofollow,
      })
    : [{title: 'Page not found | Keel'}];

/**
 * spec 2: a flexible layout page at /{slug} (/compare, /about,
 * /personal-coaching). A slug without a page is a 404 inside the shell, as
 * the catch-all route answers; 'home' lives at / only.
 */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  const page = slug === 'home' ? null : await loadFlexiblePage(context, slug, request);
  if (!page) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  return {page, now: Date.now(), origin: new URL(request.url).origin, locale: context.locale};
}

export default function FlexiblePage({loaderData}: Route.ComponentProps) {
  const {page} = loaderData;
  const leadsWithHero = ['ModuleHero', 'ModuleHeroSplit'].includes(page.modules[0]?.module.__typename ?? '');
  return (
    <>
      {/* Every page has one h1: the leading hero's title, or the page title. */}
      {leadsWithHero ? null : <h1 className={pageTitle}>{page.title}</h1>}
      <ModuleList modules={page.modules} now={loaderData.now} navigation={page.navigation} />
    </>
  );
}
