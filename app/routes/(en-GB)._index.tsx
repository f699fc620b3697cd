import {JsonLd} from '~/components/JsonLd/JsonLd';
import type {CmsPageSeo} from '~/graphql/cms/pageContent';
import {holdModules, loadFlexiblePage} from '~/lib/content/flexiblePage.server';
import {homePath, localePath} from '~/lib/i18n';
import {cmsSeo, seoMeta} from '~/lib/seo/seo';
import {organizationJsonLd} from '~/lib/seo/structuredData';
import {FlexiblePage} from '~/modules/FlexiblePage';
import type {Route} from './+types/(en-GB)._index';

export const meta: Route.MetaFunction = ({data, location}) =>
  data
    ? [
        // rules:content-fields SEO ogImages: the first is the page's og:image, the rest follow it.
        ...seoMeta({
          origin: data.origin,
          pathname: location.pathname,
          locale: data.locale,
          ...cmsSeo(data.page.seo, {title: 'Keel'}),
          image: data.ogImages[0],
        }),
        ...data.ogImages.slice(1).map((content) => ({property: 'og:image', content})),
      ]
    : [{title: 'Keel'}];

/** A CMS URL made absolute against the CMS host; a malformed one is dropped rather than failing the page. */
function absoluteUrl(value: string | null, base: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}

/** rules:content-fields SEO ogImages: the home page's Open Graph images, absolute. */
function ogImages(seo: CmsPageSeo | null, cmsHost: string): string[] {
  return (seo?.ogImagesCollection?.items ?? []).flatMap((image) => absoluteUrl(image?.url ?? null, cmsHost) ?? []);
}

/**
 * rules:content-fields: the Organization schema from the home page's SEO entry. Relative URLs in
 * the CMS (the dev backend's media) resolve against the CMS host.
 */
function organization(seo: CmsPageSeo | null, homeUrl: string, cmsHost: string): Record<string, unknown> | null {
  const logo = seo ? absoluteUrl(seo.organizationLogoUrl, cmsHost) : undefined;
  if (!seo || !logo) return null;
  return organizationJsonLd({
    name: 'Keel',
    url: homeUrl,
    logoUrl: logo,
    imageUrl: absoluteUrl(seo.organizationImageUrl, cmsHost),
    email: seo.organizationSupportEmail ?? undefined,
    description: seo.organizationDescription ?? undefined,
    telephone: seo.organizationTelephone ?? undefined,
    rating:
      seo.organizationRatingValue !== null && seo.organizationRatingCount !== null
        ? {value: seo.organizationRatingValue, count: seo.organizationRatingCount}
        : null,
  });
}

/** The home page holds back every module after its lead hero (decision 0105). */
const HELD_FROM = 1;

/** The home page (catalog.md): the flexible layout page with the slug home. */
export async function loader({context, request}: Route.LoaderArgs) {
  const page = await loadFlexiblePage(context, 'home', request, HELD_FROM);
  if (!page) throw new Response('Home page content missing', {status: 404});
  const homeUrl = new URL(homePath(context.locale), request.url).toString();
  const cmsHost = context.env.CONTENTFUL_HOST ?? 'https://graphql.contentful.com';
  // decision 0105: below the lead hero, the modules' data reaches the browser when they near the screen.
  const held = holdModules(context, page, HELD_FROM, localePath('/api/modules?page=home', context.locale));
  return {
    page: held,
    now: Date.now(),
    origin: new URL(request.url).origin,
    locale: context.locale,
    ogImages: ogImages(page.seo, cmsHost),
    organization: organization(page.seo, homeUrl, cmsHost),
  };
}

export default function Home({loaderData}: Route.ComponentProps) {
  return (
    <>
      <FlexiblePage data={loaderData} />
      {loaderData.organization ? <JsonLd data={loaderData.organization} /> : null}
    </>
  );
}
