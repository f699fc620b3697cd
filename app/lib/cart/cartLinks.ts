import {z} from 'zod';
import {localePath, homePath, type Locale} from '../i18n';
import {CartActionSchema, discountCode, MAX_LINES_PER_REQUEST, type CartActionInput} from './actions';

/**
 * The links merchants share (decisions 0128, 0129): a discount link
 * `/discount/{code}?redirect=…` and a cart permalink
 * `/cart/{variant}:{quantity},…?discount=…`. Their input is read here, with
 * the cart action's own schema, so a link can do no more than the cart can.
 */

/** The query names a discount link continues to (Shopify's `redirect`; Hydrogen also reads `return_to`). */
const REDIRECT_KEYS = ['redirect', 'return_to'] as const;
const MAX_REDIRECT_LENGTH = 2048;
/** Only for resolving: a path that resolves off this origin is not one of the shop's. */
const PROBE_ORIGIN = 'https://keel.invalid';

/**
 * A path of this site only: one leading slash, then no second slash or
 * backslash (browsers read `/\host` as `//host`), none of them encoded (a
 * proxy may decode them), no whitespace or control character, and it must
 * resolve to this origin.
 */
const localRedirect = z
  .string()
  .max(MAX_REDIRECT_LENGTH)
  .regex(/^\/(?![/\\]|%2f)[^\\\s\p{Cc}]*$/iu)
  .refine((value) => !/%5c/i.test(value) && new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN);

/**
 * Where a discount link continues: its local `redirect` in the link's locale,
 * else the locale's home page, keeping the link's other parameters (a
 * campaign's utm_*) for the page's analytics.
 */
export function continuePath(query: URLSearchParams, locale: Locale): string {
  const requested = REDIRECT_KEYS.map((key) => query.get(key)).find((value) => value !== null);
  const parsed = localRedirect.safeParse(requested);
  const target = new URL(parsed.success ? localePath(parsed.data, locale) : homePath(locale), PROBE_ORIGIN);
  for (const [key, value] of query)
    if (!REDIRECT_KEYS.includes(key as (typeof REDIRECT_KEYS)[number])) target.searchParams.append(key, value);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Shopify's permalink: numeric variant ids and quantities, comma-separated. */
const PERMALINK_LINE = /^(\d{1,20}):(-?\d{1,30})$/;
const MALFORMED = 'This link’s list of items isn’t one we can read.';
/** The add-to-cart location a permalink's lines carry (rules:cart-states's _addToCartLocation). */
export const PERMALINK_LOCATION = 'Cart permalink';

export type PermalinkLines =
  {ok: true; input: Extract<CartActionInput, {action: 'LinesAdd'}>} | {ok: false; message: string};

/** The permalink's lines as the cart action's LinesAdd, checked by its schema (quantities 1-10, at most 20 lines). */
export function parsePermalinkLines(segment: string): PermalinkLines {
  const pairs = segment.split(',').map((pair) => PERMALINK_LINE.exec(pair));
  if (pairs.some((pair) => pair === null)) return {ok: false, message: MALFORMED};
  if (pairs.length > MAX_LINES_PER_REQUEST)
    return {ok: false, message: `A cart link can hold at most ${MAX_LINES_PER_REQUEST} items.`};
  const lines = pairs.map((pair) => ({
    merchandiseId: `gid://shopify/ProductVariant/${pair?.[1]}`,
    quantity: Math.min(Number(pair?.[2]), Number.MAX_SAFE_INTEGER),
  }));
  const parsed = CartActionSchema.safeParse({action: 'LinesAdd', location: PERMALINK_LOCATION, lines});
  if (!parsed.success) return {ok: false, message: parsed.error.issues[0]?.message ?? MALFORMED};
  return parsed.data.action === 'LinesAdd' ? {ok: true, input: parsed.data} : {ok: false, message: MALFORMED};
}

/**
 * decision 0128: of Shopify's permalink parameters only `discount` changes
 * the cart; `payment`, `note`, `attributes[…]`, `ref`, `storefront`,
 * `access_token` and `checkout[…]` are read past on purpose.
 */
export function permalinkExtras(
  query: URLSearchParams,
): {ok: true; discount: string | undefined} | {ok: false; message: string} {
  const discount = query.get('discount');
  if (discount === null) return {ok: true, discount: undefined};
  const parsed = discountCode.safeParse(discount);
  return parsed.success
    ? {ok: true, discount: parsed.data}
    : {ok: false, message: parsed.error.issues[0]?.message ?? 'Enter a discount code'};
}
