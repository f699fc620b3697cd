import {lazySection} from '~/lib/lazy/lazySection';
import {redirect} from 'react-router';
import {localePath} from '~/lib/i18n';
import {loadFlexiblePage, loadLocationsPage} from '~/lib/content/flexiblePage.server';
import {FlexiblePage, flexiblePageMeta} from '~/modules/FlexiblePage';
import type {Route} from './+types/(en-GB).$slug';

// Its own chunk: only the locations page needs the locator.
const LazyLocations = lazySection(() => import('~/modules/Locator/LocationsPage'), {name: 'LocationsPage'});

export const meta: Route.MetaFunction = ({data, location}) => flexiblePageMeta(data, location.pathname);

/**
 * rules:content-fields: a page at /{slug}: a flexible layout page (/compare, /about;
 * personal-coaching redirects to its product path) or the locations page (/locations). A slug without a
 * page is a 404 inside the shell, as the catch-all route answers; 'home'
 * lives at / only.
 */
export async function loader({context, params, request}: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  // rules:content-fields: this one flexible page lives at its product's path.
  if (slug === 'personal-coaching')
    throw redirect(localePath('/products/services/personal-coaching', context.locale), 301);
  const base = {now: Date.now(), origin: new URL(request.url).origin, locale: context.locale};
  if (slug !== 'home') {
    const flexible = await loadFlexiblePage(context, slug, request);
    if (flexible) return {...base, kind: 'flexible' as const, page: flexible};
    const locations = await loadLocationsPage(context, slug, request);
    if (locations) return {...base, kind: 'locations' as const, page: locations};
  }
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function SlugPage({loaderData}: Route.ComponentProps) {
  if (loaderData.kind === 'locations') {
    const {page} = loaderData;
    return (
      <LazyLocations
        title={page.title}
        description={page.description}
        heroImage={page.heroImage}
        locator={page.locator}
      />
    );
  }
  return <FlexiblePage data={loaderData} />;
}
