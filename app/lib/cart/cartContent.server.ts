import type {CartEditorContentQuery, CartLineProductsQuery} from 'cmsapi.generated';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_EDITOR_CONTENT_QUERY, CART_LINE_PRODUCTS_QUERY} from '~/graphql/cms/cartContent';
import {isShownInLocale, type ContentLocale} from '../content/content';
import {richTextPlain} from '../content/richText';
import type {CmsClient} from '../content/cms.server';
import type {ErrorReporter} from '../errors/errorReporting.server';
import {logError} from '../log.server';
import {ATTRIBUTE, normalizeCart, type NormalizedCart} from './normalizeCart';

/** The configurator content ids of the lines flagged `_cartEditor` 'true' (the only lines the rule can change). */
export function cartEditorContentIds(cart: Pick<CartApiQueryFragment, 'lines'> | null | undefined): string[] {
  const ids = new Set<string>();
  for (const line of cart?.lines.nodes ?? []) {
    const value = (key: string) => line.attributes.find((entry) => entry.key === key)?.value;
    const contentId = value(ATTRIBUTE.configuratorContentId);
    if (contentId && value(ATTRIBUTE.cartEditor) === 'true') ids.add(contentId);
  }
  return [...ids].sort();
}

/**
 * rules:cart-rules, rules:errors-cart-codes: the cart normalised with the configurator content that still
 * resolves, so a cart-editor line whose configurator is gone loses its content
 * id. The CMS is asked only when a cart-editor line exists. A failure there is
 * HY-S6135, logged and rethrown (the caller's fallback decides what the
 * shopper sees).
 */
export async function normalizeCartWithContent(
  raw: CartApiQueryFragment | null | undefined,
  {cms, reporter}: {cms: Pick<CmsClient, 'query'> & Partial<Pick<CmsClient, 'locale'>>; reporter?: ErrorReporter},
): Promise<NormalizedCart | null> {
  const [normalized, products] = await Promise.all([
    normalizeWithEditorContent(raw, {cms, reporter}),
    lineProducts(raw, cms),
  ]);
  return normalized && products
    ? withProductContent(normalized, products, cms.locale === 'en-GB' ? 'en-GB' : 'en-US')
    : normalized;
}

/**
 * rules:cart-fields: each line's productCMS {image, slug, badges}, cartTitle and description, from the products'
 * CMS entries (one query for the cart's handles). Extras: a CMS that does not answer leaves
 * the lines without them (logged), never the cart unanswered.
 */
async function lineProducts(
  raw: CartApiQueryFragment | null | undefined,
  cms: Pick<CmsClient, 'query'>,
): Promise<CartLineProductsQuery | null> {
  const handles = [...new Set((raw?.lines.nodes ?? []).map((line) => line.merchandise.product.handle))].sort();
  if (handles.length === 0) return null;
  try {
    return await cms.query(CART_LINE_PRODUCTS_QUERY, {variables: {handles}});
  } catch (error) {
    console.warn(
      '[cart] product content unavailable; lines go without it',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/** Puts each product's CMS content on its lines (the normalised cart's line objects are fresh, and shared by its groupings). */
export function withProductContent(
  cart: NormalizedCart,
  products: CartLineProductsQuery,
  locale: ContentLocale,
): NormalizedCart {
  const byHandle = new Map(
    (products.productCollection?.items ?? []).flatMap((entry) =>
      entry?.shopifyHandle ? [[entry.shopifyHandle, entry] as const] : [],
    ),
  );
  for (const line of cart.items.allLineItems) {
    const entry = byHandle.get(line.product.merchandise.product.handle);
    if (!entry) continue;
    const badges = (entry.badgesCollection?.items ?? []).flatMap((badge) =>
      badge?.text && isShownInLocale(badge.region, locale)
        ? [
            {
              text: badge.displayText ?? badge.text,
              type: badge.type === 'Promo' ? ('Promo' as const) : ('Standard' as const),
            },
          ]
        : [],
    );
    line.productCMS = {
      image: entry.thumbnail?.url ? {url: entry.thumbnail.url, altText: entry.thumbnail.description} : null,
      slug: entry.shopifyHandle ?? '',
      badges,
    };
    // rules:cart-fields cartTitle: the name the line shows; analytics name it by the store title (itemFromLine).
    if (entry.cartTitle) line.title = entry.cartTitle;
    const description = richTextPlain(entry.descriptionTeaser?.json as Parameters<typeof richTextPlain>[0]).trim();
    if (description) line.description = description;
  }
  return cart;
}

async function normalizeWithEditorContent(
  raw: CartApiQueryFragment | null | undefined,
  {cms, reporter}: {cms: Pick<CmsClient, 'query'>; reporter?: ErrorReporter},
): Promise<NormalizedCart | null> {
  const ids = cartEditorContentIds(raw);
  if (!raw || ids.length === 0) return normalizeCart(raw);
  let answer: CartEditorContentQuery;
  try {
    answer = await cms.query(CART_EDITOR_CONTENT_QUERY, {variables: {ids}});
  } catch (error) {
    logError(
      'HY-S6135',
      {configuratorContentIds: ids, error: error instanceof Error ? error.message : String(error)},
      reporter,
    );
    throw error;
  }
  const resolvable = new Set(
    (answer.configuratorCollection?.items ?? []).flatMap((item) => (item ? [item.sys.id] : [])),
  );
  return normalizeCart(raw, {resolvableConfiguratorContentIds: resolvable});
}
