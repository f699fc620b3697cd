import {cartSetIdDefault, createCartHandler, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {PermalinkVariantsQuery} from 'storefrontapi.generated';
import {CART_QUERY_FRAGMENT, PERMALINK_VARIANTS_QUERY} from '~/graphql/storefront/cartQueries';
import {rateLimit, RATE_LIMITED_MESSAGE} from '../security/rateLimit.server';
import {RETRY_AFTER_SECONDS} from '../upstream.server';
import type {ErrorReporter} from '../errors/errorReporting.server';
import type {CartActionInput} from './actions';
import {runCartAction, type CartActionResult} from './cartAction.server';

/**
 * The cart links' changes (decisions 0128, 0129), made by the cart action
 * itself (runCartAction: its lock, contract and warranty checks, rules:cart-rules's cap,
 * its refusal wording), behind the cart's rate limit. A refused link sends no
 * cookie, so the shopper's cart stays the one they had.
 */

export type LinkOutcome =
  {ok: true; headers: Headers; notices: string[]} | {ok: false; status: number; messages: string[]; headers: Headers};

interface LinkContext {
  cart: HydrogenCart;
  storefront: Storefront;
  env: Env;
  errors: ErrorReporter;
  locale: {country: CountryCode};
}

const refused = (status: number, messages: string[], headers = new Headers()): LinkOutcome => ({
  ok: false,
  status,
  messages,
  headers,
});

/** The cart bucket's limit, answered as a page: a link is followed in a browser, not read as JSON. */
async function limited(request: Request, context: LinkContext): Promise<LinkOutcome | null> {
  const response = await rateLimit(request, context, 'cart');
  if (!response) return null;
  return refused(
    429,
    [RATE_LIMITED_MESSAGE],
    new Headers({'Retry-After': response.headers.get('Retry-After') ?? '60'}),
  );
}

const actionOptions = (context: LinkContext) => ({
  contractSecret: context.env.PROTECTION_PLAN_SECRET,
  reporter: context.errors,
});

/** A refused change keeps the cart action's status; a 200 that still says no is a 422. */
const refusal = (result: CartActionResult) =>
  refused(
    result.status === 200 ? 422 : result.status,
    result.body.errors,
    result.headers.has('Retry-After')
      ? new Headers({'Retry-After': result.headers.get('Retry-After') ?? ''})
      : undefined,
  );

/**
 * `/discount/{code}`: the code is added to the shopper's cart (one is made
 * when there is none). A code Shopify does not know is refused with the cart
 * page's words; a known code the cart does not reach yet (under its minimum)
 * stays, as on the cart page, and applies once the cart qualifies.
 */
export async function applyDiscountLink(request: Request, context: LinkContext, code: string): Promise<LinkOutcome> {
  const limit = await limited(request, context);
  if (limit) return limit;
  const result = await runCartAction(
    request,
    context.cart,
    context.storefront,
    {action: 'DiscountCodeAdd', code},
    actionOptions(context),
  );
  if (result.status !== 200) return refusal(result);
  const kept = result.body.cart?.discountCodes.some((held) => held.code.toLowerCase() === code.toLowerCase());
  // 422, not 404: server.ts hands a 404 to Hydrogen's storefrontRedirect, which would follow `?redirect=`.
  return kept ? {ok: true, headers: result.headers, notices: []} : refused(422, result.body.errors, new Headers());
}

/**
 * `/cart/{variant}:{quantity},…`: a new cart with exactly the link's lines
 * (decision 0128: a permalink replaces the cart, as Shopify's do), then the
 * link's discount code. Unknown or sold-out variants refuse the whole link
 * before any cart is made.
 */
export async function buildPermalinkCart(
  request: Request,
  context: LinkContext,
  input: Extract<CartActionInput, {action: 'LinesAdd'}>,
  discount: string | undefined,
): Promise<LinkOutcome> {
  const limit = await limited(request, context);
  if (limit) return limit;
  const unavailable = await unavailableVariants(
    context.storefront,
    input.lines.map((line) => line.merchandiseId),
  );
  if (unavailable) return unavailable;

  const fresh = newCart(context);
  const added = await runCartAction(request, fresh, context.storefront, input, actionOptions(context));
  if (added.status !== 200 || added.body.errors.length) return refusal(added);
  if (!discount) return {ok: true, headers: added.headers, notices: added.body.notices};
  const coded = await runCartAction(
    request,
    fresh,
    context.storefront,
    {action: 'DiscountCodeAdd', code: discount},
    actionOptions(context),
  );
  // The cart is built either way; a code that did not apply is said, as on the cart page.
  return {
    ok: true,
    headers: coded.headers.has('Set-Cookie') ? coded.headers : added.headers,
    notices: [...added.body.notices, ...coded.body.errors],
  };
}

/** Hydrogen's cart handler with no cart yet: its first add creates one, and sets the cookie for it. */
function newCart(context: LinkContext): HydrogenCart {
  return createCartHandler({
    storefront: context.storefront,
    getCartId: () => undefined,
    setCartId: cartSetIdDefault(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    buyerIdentity: {countryCode: context.locale.country},
  });
}

/** A plain-words refusal when a variant is unknown to the store (422) or sold out (409); null when all can be bought. */
async function unavailableVariants(storefront: Storefront, ids: string[]): Promise<LinkOutcome | null> {
  let nodes: PermalinkVariantsQuery['nodes'];
  try {
    ({nodes} = await storefront.query(PERMALINK_VARIANTS_QUERY, {
      variables: {ids: [...new Set(ids)]},
      cache: storefront.CacheNone(),
    }));
  } catch (error) {
    // Nothing was sent yet: the shopper's cart is as it was.
    console.error(`[cart] permalink refused: ${error instanceof Error ? error.message : String(error)}`);
    return refused(
      503,
      ['We couldn’t check the items in this link just now. Nothing was changed. Please try again in a moment.'],
      new Headers({'Retry-After': String(RETRY_AFTER_SECONDS)}),
    );
  }
  const variants = nodes.flatMap((node) => (node && 'availableForSale' in node ? [node] : []));
  if (variants.length < new Set(ids).size)
    return refused(422, [
      'One of the items in this link isn’t in our shop any more, so we couldn’t build your cart from it.',
    ]);
  const soldOut = variants.filter((variant) => !variant.availableForSale);
  if (!soldOut.length) return null;
  const names = soldOut.map((variant) =>
    variant.title === 'Default Title' ? variant.product.title : `${variant.product.title} (${variant.title})`,
  );
  return refused(409, [
    `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} sold out, so we couldn’t build your cart from this link.`,
  ]);
}
