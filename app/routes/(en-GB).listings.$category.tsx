import {ModalButton} from '~/components/Modal/ModalBridge';
import {ProductCard} from '~/components/ProductCard/ProductCard';
import * as cardStyles from '~/components/ProductCard/ProductCard.css';
import {COMPARE_ROWERS_QUERY} from '~/graphql/cms/compareContent';
import {PLP_PAGE_QUERY, type CmsListingPackage, type CmsListingProduct} from '~/graphql/cms/listingContent';
import {normalizeCompare, type Compare} from '~/lib/product/compare';
import {packageCard, productCard, type CommercePriceSummary, type ListingCard} from '~/lib/product/listing';
import {LISTING_PRODUCTS_QUERY} from '~/graphql/storefront/productQueries';
import {cmsSeo, seoMeta} from '~/lib/seo/seo';
import {listingView} from '~/lib/tracking/views';
import {button} from '~/styles/button';
import type {Route} from './+types/(en-GB).listings.$category';

export const meta: Route.MetaFunction = ({data, location}) =>
  data ? seoMeta({...data.seo, pathname: location.pathname, locale: data.locale}) : [{title: 'Keel'}];

const isProduct = (item: {__typename: string} | null): item is CmsListingProduct => item?.__typename === 'Product';
const isPackage = (item: {__typename: string} | null): item is CmsListingPackage => item?.__typename === 'Package';

/** rules:product-states: /listings/{category}/: rowers, accessories, bundles, strength, services. */
export async function loader({context, params, request}: Route.LoaderArgs) {
  // The rower listing offers the COMPARE modal (rules:pdp-compare-products); its content comes with the page.
  const [{pagePlpCollection}, compare] = await Promise.all([
    context.cms.query(PLP_PAGE_QUERY, {variables: {slug: params.category}}),
    params.category === 'rowers'
      ? context.cms
          .query(COMPARE_ROWERS_QUERY)
          .then((data) => normalizeCompare(data, context.locale))
          .catch((error: unknown) => {
            console.error('[listing] compare content unavailable', error);
            return null;
          })
      : Promise.resolve(null),
  ]);
  const page = pagePlpCollection?.items[0];
  if (!page) throw new Response(`No listing ${params.category}`, {status: 404});
  const items = page.productsCollection?.items ?? [];
  const ids = items.filter(isProduct).flatMap((item) => (item.shopifyId ? [item.shopifyId] : []));
  const {nodes} = ids.length ? await context.storefront.query(LISTING_PRODUCTS_QUERY, {variables: {ids}}) : {nodes: []};
  const prices = new Map(
    (nodes as Array<CommercePriceSummary | null>).flatMap((node) => (node?.id ? [[node.id, node] as const] : [])),
  );
  const locale = context.locale.code;
  const cards = items
    .map((item): ListingCard | null =>
      isProduct(item)
        ? productCard(item, prices.get(item.shopifyId ?? ''), locale)
        : isPackage(item)
          ? packageCard(item, locale)
          : null,
    )
    .filter((card): card is ListingCard => card !== null);
  const origin = new URL(request.url).origin;
  return {
    title: page.title ?? 'Shop',
    description: page.description,
    cards,
    compare,
    // rules:product-fields: view_item_list ('Bundle PLP' on the bundle listing), sent by the tracker as cards are seen (decisions 0054, 0090).
    trackView: listingView(cards, page.title ?? 'Shop', context.locale.currency),
    locale: context.locale,
    seo: {origin, ...cmsSeo(page.seo, {title: `${page.title ?? 'Shop'} | Keel`, description: page.description})},
  };
}

export default function Listing({loaderData}: Route.ComponentProps) {
  const {title, description, cards, compare, trackView} = loaderData;
  const seenModels = new Set<string>();
  return (
    <section aria-labelledby="listing-title" className={cardStyles.page}>
      <h1 id="listing-title" className={cardStyles.heading}>
        {title}
      </h1>
      {description ? <p className={cardStyles.intro}>{description}</p> : null}
      {compare ? <CompareButton compare={compare} /> : null}
      <ul className={cardStyles.grid} data-track-view={trackView}>
        {cards.map((card, index) => {
          // The first package of each rower model is the '#{model}' anchor (rules:product-states).
          const anchor = card.model && !seenModels.has(card.model) ? card.model : undefined;
          if (card.model) seenModels.add(card.model);
          return <ProductCard key={card.key} card={card} eager={index < 4} priority={index === 0} anchorId={anchor} />;
        })}
      </ul>
    </section>
  );
}

/** Opens the COMPARE modal with the rowers side by side (rules:product-states modal kinds). */
function CompareButton({compare}: {compare: Compare}) {
  return (
    <p className={cardStyles.compareLine}>
      <ModalButton
        kind="COMPARE"
        props={{title: 'Compare the rowers', compare}}
        className={button({variant: 'SECONDARY_OUTLINE', short: true})}
      >
        Compare the rowers
      </ModalButton>
    </p>
  );
}
