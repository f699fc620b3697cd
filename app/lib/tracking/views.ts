import type {NormalizedCart} from '../cart/normalizeCart';
import type {ListingCard} from '../product/listing';
import type {NormalizedProduct} from '../product/normalizeProduct';
import type {PurchaseInput} from './ga4';
import {cartItems, categoryOfType, type TrackedItem} from './items';
import type {ShopifyProduct} from './shopifyAnalytics';

/**
 * What a page shows, for the tracker (docs/decisions/0054): built by the
 * loader and written into the page as a `data-track-view` attribute, so the
 * page's own JavaScript carries nothing for it. The tracker reads it on each
 * page view: view_item / viewProduct on a product page, view_item_list on a
 * listing or carousel (its items as they are seen, decision 0090), view_cart
 * on the cart page, purchase on order confirmation.
 */
export type PageView =
  /** `shopify`: the product as Shopify's analytics take it (decision 0125); a package has none. */
  | {type: 'viewItem'; currency: string; item: TrackedItem; shopify?: ShopifyProduct}
  | {type: 'viewItemList'; currency: string; items: TrackedItem[]}
  | {type: 'viewCart'; currency: string; items: TrackedItem[]; openLocation?: string}
  | {type: 'purchase'; order: PurchaseInput; checkoutHost: string};

export function productView(product: NormalizedProduct, currency: string): string {
  // rules:tracking-calls: the product's sku is the variant matching its commerce id, or else the first.
  const item: TrackedItem = {
    sku: product.id.sku || product.id.variant,
    name: product.title,
    variant: '',
    category: product.category,
    type: product.type,
    quantity: 1,
    price: product.price.total,
    full: product.price.full,
  };
  // Hydrogen's Analytics.ProductView fields; Shopify names a single variant 'Default Title' (normalize leaves it empty).
  const shopify: ShopifyProduct = {
    id: product.id.product,
    variantId: product.id.variant,
    title: product.title,
    variantTitle: product.variantTitle || 'Default Title',
    vendor: product.vendor,
    price: String(product.price.total),
    productType: product.type,
    ...(product.id.sku ? {sku: product.id.sku} : {}),
  };
  return JSON.stringify({type: 'viewItem', currency, item, shopify} satisfies PageView);
}

/** A bundle page (rules:analytics-page-names 'Bundle PDP'): the package as one item. */
export function packageView(
  pkg: {handle: string; title: string},
  price: {full: number; total: number},
  currency: string,
): string {
  const item: TrackedItem = {
    sku: pkg.handle,
    name: pkg.title,
    variant: '',
    category: 'Bundles',
    type: 'PACKAGE',
    quantity: 1,
    price: price.total,
    full: price.full,
  };
  return JSON.stringify({type: 'viewItem', currency, item} satisfies PageView);
}

export function listingView(cards: readonly ListingCard[], category: string, currency: string): string {
  const items = cards.map((card): TrackedItem => ({
    sku: card.key,
    name: card.title,
    variant: '',
    category,
    type: card.kind === 'PACKAGE' ? 'PACKAGE' : card.path.includes('/rowers/') ? 'ROWER' : 'ACCESSORY',
    quantity: 1,
    price: card.price.total,
    full: card.price.full,
  }));
  return JSON.stringify({type: 'viewItemList', currency, items} satisfies PageView);
}

/** A product carousel module's card as the CMS gives it. */
interface CarouselProduct {
  __typename: string;
  sys: {id: string};
  title: string | null;
  rower?: boolean | null;
  type?: string | null;
  pdpPrice?: number | null;
  pdpDiscountedPrice?: number | null;
}

/** A product carousel's cards, keyed by entry id (the carousel marks each card with it), for view_item_list as they are seen (decision 0090). */
export function carouselView(products: ReadonlyArray<CarouselProduct | null>, currency: string): string {
  const items = products.flatMap((product): TrackedItem[] => {
    if (!product?.title) return [];
    const type =
      product.__typename === 'Package'
        ? 'PACKAGE'
        : product.rower
          ? 'ROWER'
          : product.type === 'STRENGTH_PLATFORM'
            ? 'STRENGTH_PLATFORM'
            : 'ACCESSORY';
    const full = product.pdpPrice ?? 0;
    return [
      {
        sku: product.sys.id,
        name: product.title,
        variant: '',
        category: categoryOfType(type),
        type,
        quantity: 1,
        price: product.pdpDiscountedPrice ?? full,
        full,
      },
    ];
  });
  return JSON.stringify({type: 'viewItemList', currency, items} satisfies PageView);
}

/** The cart page's view (or the mini cart's, opened from ICON or PAGE): its lines as tracked items. */
export function cartView(cart: NormalizedCart, openLocation?: string): PageView {
  return {
    type: 'viewCart',
    currency: cart.cost.currencyCode,
    items: cartItems(cart),
    ...(openLocation ? {openLocation} : {}),
  };
}

export function purchaseView(order: PurchaseInput, checkoutHost: string): string {
  return JSON.stringify({type: 'purchase', order, checkoutHost} satisfies PageView);
}
