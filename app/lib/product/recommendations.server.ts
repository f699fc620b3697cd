import {CacheShort, type Storefront} from '@shopify/hydrogen';
import type {CartSettings} from '../cart/settings';
import type {NormalizedCart} from '../cart/normalizeCart';
import {CART_RECOMMENDATIONS_QUERY} from '~/graphql/storefront/recommendationsQueries';
import {productResult, type ProductResult} from '../search/search.server';

/** Products the cart's slider shows at most. */
export const SLIDER_RECOMMENDATIONS = 8;

type SliderItem = NonNullable<CartSettings['productSlider']>['items'][number];

/** Recommended products as the cart slider's items: available ones not already in the cart, in the store's order. */
export function recommendationSliderItems(
  products: readonly ProductResult[],
  inCart: ReadonlySet<string>,
): SliderItem[] {
  return products
    .filter((product) => product.availableForSale && !inCart.has(product.id))
    .slice(0, SLIDER_RECOMMENDATIONS)
    .map((product) => ({
      key: `Recommendation:${product.id}`,
      title: product.title,
      path: product.path,
      price: product.price?.amount ?? null,
      image: product.image
        ? {url: product.image.url, alt: '', width: product.image.width ?? 1600, height: product.image.height ?? 1200}
        : null,
    }));
}

/**
 * The cart's 'Add to your order' slider when the CMS names no products
 * (rules:cart-recommendations-fallback): Shopify's COMPLEMENTARY recommendations for the cart's first
 * product (what the store pairs with it in Search & Discovery), else its
 * RELATED ones. Not critical: any failure leaves the slider out.
 */
export async function cartSliderFallback(
  storefront: Storefront,
  cart: NormalizedCart | null,
  title: string,
): Promise<CartSettings['productSlider']> {
  const first = cart?.items.allLineItems[0];
  if (!cart || !first) return null;
  const inCart = new Set(cart.items.allLineItems.map((line) => line.id.product));
  try {
    const {complementary, related} = await storefront.query(CART_RECOMMENDATIONS_QUERY, {
      variables: {productId: first.id.product},
      cache: CacheShort(),
    });
    const pick = complementary?.length ? complementary : (related ?? []);
    const items = recommendationSliderItems(pick.map(productResult), inCart);
    return items.length ? {title, items} : null;
  } catch (error) {
    console.error('[cart] recommendations unavailable', error instanceof Error ? error.message : String(error));
    return null;
  }
}
