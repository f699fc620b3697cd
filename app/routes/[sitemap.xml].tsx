import {targetPagePath} from '~/lib/content/cta';
import {SITEMAP_PAGES_QUERY} from '~/graphql/cms/sitemapContent';
import {SITEMAP_PRODUCTS_QUERY} from '~/graphql/storefront/sitemapQueries';
import {contentSitemapPaths} from '~/lib/content/contentPaths';
import {sitemapXml} from '~/lib/seo/sitemap';
import {productPath} from '~/lib/product/productPaths';
import type {Route} from './+types/[sitemap.xml]';

const LISTINGS = ['rowers', 'accessories', 'bundles', 'strength', 'services'];

/** Every public page of the shop, in both locales: products from the store, pages and packages from the CMS. */
export async function loader({request, context}: Route.LoaderArgs) {
  const [{products}, cms] = await Promise.all([
    context.storefront.query(SITEMAP_PRODUCTS_QUERY, {variables: {}}),
    context.cms.query(SITEMAP_PAGES_QUERY),
  ]);
  // Products with a page of their own: those listed under one of the listing categories.
  const productPaths = products.nodes.flatMap((product) => {
    const category = product.collections.nodes[0]?.handle ?? '';
    if (!LISTINGS.includes(category) || category === 'bundles') return [];
    return [productPath({kind: product.productType === 'ROWER' ? 'ROWER' : 'OTHER', handle: product.handle, category})];
  });
  // rules:routes-table: a flexible page's path (personal-coaching lives at its product's path, listed once).
  const pages = (cms.pageFlexibleLayoutCollection?.items ?? []).flatMap((page) => {
    const path =
      page?.slug && page.slug !== 'home' ? targetPagePath({__typename: 'PageFlexibleLayout', slug: page.slug}) : null;
    return path ? [path] : [];
  });
  const packages = (cms.packageCollection?.items ?? []).flatMap((pkg) =>
    pkg?.shopifyHandle ? [`/bundles/${pkg.shopifyHandle}/`] : [],
  );
  const paths = [
    '/',
    ...LISTINGS.map((slug) => `/listings/${slug}/`),
    ...productPaths,
    ...packages,
    ...pages,
    ...contentSitemapPaths(cms),
  ];
  // One entry per page, whichever way its path was written (with or without the final slash).
  const seen = new Set<string>();
  const unique = paths.filter((path) => {
    const key = path.replace(/\/$/, '') || '/';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const xml = sitemapXml(new URL(request.url).origin, unique);
  return new Response(xml, {
    headers: {'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
  });
}
