import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_EDITOR_CONTENT_QUERY, type CartEditorContentQuery} from '~/graphql/cms/cart';
import type {CmsClient} from '../cms.server';
import type {ErrorReporter} from '../errorReporting.server';
import {ERROR_CODES, logError} from '../log.server';
import {ATTRIBUTE, normalizeCart, type NormalizedCart} from './normalize';

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
 * spec 5 and 8: the cart normalised with the configurator content that still
 * resolves, so a cart-editor line whose configurator is gone loses its content
 * id. The CMS is asked only when a cart-editor line exists. A failure there is
 * HY-S6135, logged and rethrown (the caller's fallback decides what the
 * shopper sees).
 */
export async function normalizeCartWithContent(
  raw: CartApiQueryFragment | null | undefined,
  {cms, reporter}: {cms: Pick<CmsClient, 'query'>; reporter?: ErrorReporter},
): Promise<NormalizedCart | null> {
  const ids = cartEditorContentIds(raw);
  if (!raw || ids.length === 0) return normalizeCart(raw);
  let answer: CartEditorContentQuery;
  try {
    answer = await cms.query<CartEditorContentQuery>(CART_EDITOR_CONTENT_QUERY, {variables: {ids}});
  } catch (error) {
    logError(
      ERROR_CODES.normalizeCartCms,
      '[Revalidate] - normalize cart get CMS Products Error',
      {configuratorContentIds: ids, error: error instanceof Error ? error.message : String(error)},
      reporter,
    );
    throw error;
  }
  const resolvable = new Set((answer.configuratorCollection?.items ?? []).flatMap((item) => (item ? [item.sys.id] : [])));
  return normalizeCart(raw, {resolvableConfiguratorContentIds: resolvable});
}
