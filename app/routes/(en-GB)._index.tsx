import {PAGE_BY_SLUG_QUERY, type CmsHeroModule, type PageBySlugQuery} from '~/graphql/cms/page';
import {Hero} from '~/modules/Hero/Hero';
import type {Route} from './+types/(en-GB)._index';

export const meta: Route.MetaFunction = ({data}) => [
  {title: data?.seo?.seoTitle ?? 'Keel'},
  {name: 'description', content: data?.seo?.metaDescription ?? ''},
];

export async function loader({context}: Route.LoaderArgs) {
  const result = await context.cms.query<PageBySlugQuery>(PAGE_BY_SLUG_QUERY, {variables: {slug: 'home'}});
  const page = result.pageFlexibleLayoutCollection?.items[0];
  if (!page) throw new Response('Home page content missing', {status: 404});
  const modules = (page.modulesCollection?.items ?? []).filter(
    (module): module is CmsHeroModule => module?.__typename === 'ModuleHero',
  );
  return {seo: page.seo, modules};
}

export default function Home({loaderData}: Route.ComponentProps) {
  return (
    <>
      {loaderData.modules.map((module, index) => (
        <Hero key={module.sys.id} module={module} priority={index === 0} />
      ))}
    </>
  );
}
