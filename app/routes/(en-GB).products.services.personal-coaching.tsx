import {loadFlexiblePage} from '~/lib/flexiblePage.server';
import {seoMeta} from '~/lib/seo';
import {ModuleList} from '~/modules/ModuleRenderer';
import {pageTitle} from '~/modules/shared/shared.css';
import type {Route} from './+types/(en-GB).products.services.personal-coaching';

/** spec 2 route table: the flexible page with the special slug personal-coaching. */
const PERSONAL_COACHING_SLUG = 'personal-coaching';

export const meta: Route.MetaFunction = ({data, location}) => {
  if (!data) return [{title: 'Page not found | Keel'}];
  const {seo, title} = data.page;
  return seoMeta({
    origin: data.origin,
    pathname: location.pathname,
    locale: data.locale,
    title: seo?.seoTitle ?? `${title ?? ''} | Keel`,
    description: seo?.metaDescription,
    canonicalUrl: seo?.canonicalUrl,
    noindex: seo?.noindex,
    nofollow: seo?.nofollow,
  });
};

/**
 * spec 2: the flexible page 'personal-coaching' is served at
 * /products/services/personal-coaching, where the coaching product would
 * otherwise have a generic PDP; the page's own modules sell it (its quick-buy
 * bar) and book it (the scheduler). This static route outranks the product
 * route for that one path. /personal-coaching redirects here.
 */
export async function loader({context, request}: Route.LoaderArgs) {
  const page = await loadFlexiblePage(context, PERSONAL_COACHING_SLUG, request);
  if (!page) throw new Response('Personal coaching not found', {status: 404});
  return {now: Date.now(), origin: new URL(request.url).origin, locale: context.locale, page};
}

export default function PersonalCoachingPage({loaderData}: Route.ComponentProps) {
  const {page, now} = loaderData;
  const leadsWithHero = ['ModuleHero', 'ModuleHeroSplit'].includes(page.modules[0]?.module.__typename ?? '');
  return (
    <>
      {leadsWithHero ? null : <h1 className={pageTitle}>{page.title}</h1>}
      <ModuleList modules={page.modules} now={now} navigation={page.navigation} />
    </>
  );
}
