import {JsonLd} from '~/components/JsonLd/JsonLd';
import {PAGE_BY_SLUG_QUERY, type CmsHeroModule, type CmsPageSeo, type PageBySlugQuery} from '~/graphql/cms/page';
import {homePath} from '~/lib/i18n';
import {organizationJsonLd} from '~/lib/structuredData';
import {Hero} from '~/modules/Hero/Hero';
import type {Route} from './+types/(en-GB)._index';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data?.seo?.seoTitle ?? 'Keel'},
  {name: 'description', content: data?.seo?.metaDescription ?? ''},
];

/** A CMS URL made absolute against the CMS host; a malformed one is dropped rather than failing the page. */
function absoluteUrl(value: string | null, base: string): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}

/**
 * spec 3: the Organization schema from the home page's SEO entry. Relative URLs in
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

export async function loader({context, request}: Route.LoaderArgs) {
  const result = await context.cms.query<PageBySlugQuery>(PAGE_BY_SLUG_QUERY, {variables: {slug: 'home'}});
  const page = result.pageFlexibleLayoutCollection?.items[0];
  if (!page) throw new Response('Home page content missing', {status: 404});
  const modules = (page.modulesCollection?.items ?? []).filter(
    (module): module is CmsHeroModule => module?.__typename === 'ModuleHero',
  );
  const homeUrl = new URL(homePath(context.locale), request.url).toString();
  const cmsHost = context.env.CONTENTFUL_HOST ?? 'https://graphql.contentful.com';
  return {seo: page.seo, modules, organization: organization(page.seo, homeUrl, cmsHost)};
}

export default function Home({loaderData}: Route.ComponentProps) {
  return (
    <>
      {loaderData.modules.map((module, index) => (
        <Hero key={module.sys.id} module={module} priority={index === 0} />
      ))}
      {loaderData.organization ? <JsonLd data={loaderData.organization} /> : null}
    </>
  );
}
