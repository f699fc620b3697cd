import type {HydrogenCart, Storefront, StorefrontApiErrors} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_MERGE_MUTATION, WARRANTY_BAND_QUERY} from '~/graphql/storefront/cartQueries';
import type {ErrorReporter} from '../errors/errorReporting.server';
import {discardBody, readTextCapped} from '../jsonBody.server';
import {logError} from '../log.server';
import {verifyContractLine} from '../protectionPlans/protectionPlans';
import {bandHolds, optionValue} from '../protectionPlans/protectionPlanBands';
import {isUpstreamFailure, RETRY_AFTER_SECONDS} from '../upstream.server';
import {
  MAX_CART_BODY_BYTES,
  parseCartAction,
  planAdd,
  planUpdate,
  type CartActionInput,
  type PlannerLine,
} from './actions';
import {CartBusyError, KeyedLock} from './cartLock';
import {codesWith, codesWithout, refusedCodeMessages} from './discountCodes';
import {cartChangedDirections, normalizeCart, type CartChangedDirections, type NormalizedCart} from './normalizeCart';
import {cartChanges, type CartChanges} from '../tracking/items';
import {coveredRowers, isWarrantyLine} from './warrantyCover';

export interface CartActionResult {
  status: number;
  body: {
    cart: NormalizedCart | null;
    /** Short messages a shopper can read; never a stack trace. */
    errors: string[];
    notices: string[];
    /** What the change did, line by line, for add_to_cart / remove_from_cart (rules:cart-states); absent when nothing was changed. */
    changes?: CartChanges;
    /** rules:cart-states's cart-changed check of the change, by direction; absent when the change was refused before it was tried. */
    changed?: CartChangedDirections;
  };
  headers: Headers;
}

function plannerLines(cart: CartApiQueryFragment | null): PlannerLine[] {
  return (cart?.lines.nodes ?? []).map((line) => ({
    id: line.id,
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
    attributes: line.attributes.map((attribute) => ({key: attribute.key, value: attribute.value ?? ''})),
  }));
}

/** rules:errors-cart-codes: cart failures are logged with the user agent and cookieEnabled (a request that carries cookies). */
const shopperDetails = (request: Request) => ({
  cookieEnabled: request.headers.has('cookie'),
  userAgent: request.headers.get('user-agent') ?? 'unknown',
});

/**
 * Hydrogen hands a Storefront API failure reported as GraphQL `errors` (a
 * 200 without a payload) back beside the result instead of throwing; it is
 * a failure all the same, logged and answered as one that throws (decision 0093).
 */
function unlessErrored<T extends {errors?: StorefrontApiErrors}>(result: T): T {
  if (result.errors?.length)
    throw new Error(`Storefront API errors: ${result.errors.map((error) => error.message).join('; ')}`);
  return result;
}

/** One change at a time per cart, in this isolate (decision 0045). */
const cartLock = new KeyedLock();

/**
 * How long a change waits for the ones queued before it on the same cart.
 * Each holds the cart for at most three Storefront calls, each with its
 * deadline (upstream.server.ts).
 */
export const CART_LOCK_WAIT_MS = 20_000;

/** The protection-plan secret warranty contracts are checked with (decision 0057), and where rules:errors-cart-codes errors are reported. */
export interface CartActionOptions {
  contractSecret?: string;
  reporter?: ErrorReporter;
  /**
   * Normalises the cart answered after the change (rules:cart-rules's `_cartEditor`
   * rule needs the CMS: normalizeCartWithContent). Defaults to the pure rule
   * without content; a failure falls back to it, the change itself has been made.
   */
  normalize?: (cart: CartApiQueryFragment | null) => Promise<NormalizedCart | null>;
}

const UNAVAILABLE = 'Your cart could not be updated just now. Nothing was changed. Please try again in a moment.';
const TOO_LARGE = 'The request is too large.';

/** A change not made: no cart in the answer, one sentence for the shopper. */
function refused(status: number, message: string, headers: Headers): CartActionResult {
  return {status, body: {cart: null, errors: [message], notices: []}, headers};
}

/**
 * The one cart action (rules:habit-one-cart-action): validate the body, then, holding the cart's
 * lock, plan the change against the cart as it is, run it through Hydrogen's
 * cart handler, and fetch the cart again (rules:cart-states). Bad input is a 4xx that
 * leaves the cart untouched; an upstream that fails or passes its deadline
 * before anything was sent is a 503 with the cart unchanged; a failure while
 * writing is logged with its rules:errors-cart-codes code and answered 502 with the cart as it
 * really is. Never a 200 for a change that was not made. rules:errors-cart-codes would keep a
 * refused remove silent, answer a refused update with an empty list and a
 * refused add with null; the shopper reads one sentence over their real cart
 * instead (decisions 0062, 0093).
 */
export async function handleCartAction(
  request: Request,
  cart: HydrogenCart,
  storefront: Storefront,
  options: CartActionOptions = {},
): Promise<CartActionResult> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_CART_BODY_BYTES) {
    await discardBody(request.body?.getReader());
    return refused(413, TOO_LARGE, new Headers());
  }
  const text = await readTextCapped(request, MAX_CART_BODY_BYTES);
  if (text === null) return refused(413, TOO_LARGE, new Headers());
  const parsed = parseCartAction(text, request.headers.get('content-type'));
  if (!parsed.ok) return refused(parsed.status, parsed.message, new Headers());
  return runCartAction(request, cart, storefront, parsed.input, options);
}

/**
 * A parsed cart change, run as the cart action runs it: contracts checked,
 * then planned and made under the cart's lock. The cart links (cartLinks.server.ts)
 * change the cart through here too.
 */
export async function runCartAction(
  request: Request,
  cart: HydrogenCart,
  storefront: Storefront,
  input: CartActionInput,
  options: CartActionOptions = {},
): Promise<CartActionResult> {
  const headers = new Headers();
  // rules:cart-fields (decision 0057): a warranty line's contract must be the protection-plan provider's, unaltered, before anything is added.
  if (input.action === 'LinesAdd') {
    const verified = await Promise.all(input.lines.map((line) => verifyContractLine(line, options.contractSecret)));
    if (verified.includes(false))
      return refused(400, 'That protection plan could not be confirmed. Please choose it again.', headers);
  }

  const cartId = cart.getCartId();
  const apply = () => applyCartAction(request, cart, storefront, input, headers, options);
  try {
    // Without a cart there is nothing to interleave with: the add creates one.
    return cartId ? await cartLock.run(cartId, CART_LOCK_WAIT_MS, apply) : await apply();
  } catch (error) {
    if (error instanceof CartBusyError) {
      headers.set('Retry-After', '2');
      return refused(503, 'Your cart is busy with other changes. Please try again.', headers);
    }
    throw error;
  }
}

async function applyCartAction(
  request: Request,
  cart: HydrogenCart,
  storefront: Storefront,
  input: CartActionInput,
  headers: Headers,
  options: CartActionOptions,
): Promise<CartActionResult> {
  let current: CartApiQueryFragment | null;
  try {
    current = (await cart.get()) as CartApiQueryFragment | null;
  } catch (error) {
    // Nothing was sent yet: the cart is as it was.
    console.error(`[cart] ${input.action} refused: ${error instanceof Error ? error.message : String(error)}`);
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    return refused(503, UNAVAILABLE, headers);
  }
  const lines = plannerLines(current);
  const errors: string[] = [];
  const notices: string[] = [];
  let status = 200;

  try {
    if (input.action === 'LinesAdd') {
      if (!(await warrantiesFitTheirRowers(storefront, input.lines, lines))) {
        return {
          status: 400,
          body: {
            cart: null,
            errors: ['That protection plan is not the one for your rower’s price. Please choose it again.'],
            notices: [],
          },
          headers,
        };
      }
      const plan = planAdd(lines, input);
      if (plan.capped.length) notices.push('You can have up to 10 of an item in your cart, so we added what fits.');
      let result: {userErrors?: Array<{message: string}> | null} | undefined;
      if (plan.update.length) result = await mergeIntoLines(storefront, cart.getCartId() ?? '', lines, plan.update);
      if (plan.add.length && !result?.userErrors?.length) result = unlessErrored(await cart.addLines(plan.add));
      if (result?.userErrors?.length) {
        logError('HY-S5007', {userErrors: result.userErrors, ...shopperDetails(request)}, options.reporter);
        errors.push('We couldn’t add that to your cart. Please try again.');
        status = 422;
      }
    } else if (input.action === 'LinesUpdate') {
      const plan = planUpdate(lines, input);
      if (plan.unknown.length) {
        return {
          status: 404,
          body: {cart: normalizeCart(current), errors: ['That item is no longer in your cart.'], notices},
          headers,
        };
      }
      const removed = plan.remove.length ? unlessErrored(await cart.removeLines(plan.remove)) : undefined;
      const updated =
        plan.update.length && !removed?.userErrors?.length
          ? unlessErrored(await cart.updateLines(plan.update))
          : undefined;
      const userErrors = [...(removed?.userErrors ?? []), ...(updated?.userErrors ?? [])];
      if (userErrors.length) {
        logError('HY-S5019', {userErrors, ...shopperDetails(request)}, options.reporter);
        errors.push('We couldn’t update your cart. Please try again.');
        status = 422;
      }
    } else if (input.action === 'DiscountCodeAdd' || input.action === 'DiscountCodeRemove') {
      const outcome = await updateDiscountCodes(cart, current, input);
      if (outcome.failed) {
        logError(
          'HY-S5019',
          {step: 'discountCodes', userErrors: outcome.failed, ...shopperDetails(request)},
          options.reporter,
        );
        errors.push('We couldn’t update your discount code. Please try again.');
        status = 422;
      }
      errors.push(...outcome.refused);
    } else {
      const known = input.lineIds.filter((id) => lines.some((line) => line.id === id));
      if (known.length !== input.lineIds.length) {
        return {
          status: 404,
          body: {cart: normalizeCart(current), errors: ['That item is no longer in your cart.'], notices},
          headers,
        };
      }
      const removed = unlessErrored(await cart.removeLines(known));
      if (removed.userErrors?.length) {
        logError('HY-S5018', {userErrors: removed.userErrors, ...shopperDetails(request)}, options.reporter);
        errors.push('We couldn’t remove that item. Please try again.');
        status = 422;
      }
    }
  } catch (error) {
    const code = input.action === 'LinesAdd' ? 'HY-S5007' : input.action === 'LinesRemove' ? 'HY-S5018' : 'HY-S5019';
    logError(
      code,
      {error: error instanceof Error ? error.message : String(error), ...shopperDetails(request)},
      options.reporter,
    );
    errors.push('Your cart could not be updated just now. Please check it and try again.');
    status = isUpstreamFailure(error) ? 503 : 502;
    if (status === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  }

  // rules:cart-states: after every change, the cart is fetched again.
  const fresh = (await cart.get().catch(() => null)) as CartApiQueryFragment | null;
  const cartId = fresh?.id ?? cart.getCartId();
  if (cartId) for (const [key, value] of cart.setCartId(cartId)) headers.append(key, value);
  const after = options.normalize
    ? await options.normalize(fresh).catch(() => normalizeCart(fresh))
    : normalizeCart(fresh);
  const before = normalizeCart(current);
  const changes = cartChanges(before, after);
  return {
    status,
    body: {
      cart: after,
      errors,
      notices,
      changed: cartChangedDirections(before, after),
      ...(changes.added.length || changes.removed.length ? {changes} : {}),
    },
    headers,
  };
}

/**
 * decision 0082: a warranty line is the plan variant whose Price Range holds
 * the price of the rower it covers (added with it, or in the cart already),
 * in the shopper's market. A genuine contract of another band, or a plan
 * with no rower of its configurator, is refused.
 */
async function warrantiesFitTheirRowers(
  storefront: Storefront,
  added: Extract<CartActionInput, {action: 'LinesAdd'}>['lines'],
  inCart: readonly PlannerLine[],
): Promise<boolean> {
  const warranties = added
    .filter(isWarrantyLine)
    .map((line) => ({plan: line.merchandiseId, rowers: coveredRowers(line, added, inCart)}));
  if (warranties.length === 0) return true;
  if (warranties.some((warranty) => warranty.rowers.length === 0)) return false;
  const ids = [...new Set(warranties.flatMap((warranty) => [warranty.plan, ...warranty.rowers]))];
  const {nodes} = await storefront.query(WARRANTY_BAND_QUERY, {variables: {ids}});
  const variants = nodes.flatMap((node) => (node && 'price' in node ? [node] : []));
  const variant = (id: string) => variants.find((candidate) => candidate.id === id);
  return warranties.every((warranty) => {
    const plan = variant(warranty.plan);
    const priceRange = plan ? optionValue(plan, 'Price Range') : null;
    return warranty.rowers.some((rower) => bandHolds(priceRange, Number(variant(rower)?.price.amount ?? Number.NaN)));
  });
}

/**
 * Adds or removes one code against the codes the cart holds now (read under
 * its lock, so two quick changes cannot undo each other). A code Shopify does
 * not know is taken off again at once, so the cart never carries it; a known
 * code that does not apply yet (under its minimum spend) stays, as Shopify
 * keeps it, and applies once the cart qualifies. Either way the shopper reads
 * why it did not apply.
 */
async function updateDiscountCodes(
  cart: HydrogenCart,
  current: CartApiQueryFragment | null,
  input: Extract<CartActionInput, {action: 'DiscountCodeAdd' | 'DiscountCodeRemove'}>,
): Promise<{failed?: Array<{message: string}>; refused: string[]}> {
  const held = current?.discountCodes ?? [];
  if (input.action === 'DiscountCodeRemove') {
    const result = unlessErrored(await cart.updateDiscountCodes(codesWithout(held, input.code)));
    return {failed: result.userErrors?.length ? result.userErrors : undefined, refused: []};
  }
  const requested = codesWith(held, input.code);
  const result = unlessErrored(await cart.updateDiscountCodes(requested));
  if (result.userErrors?.length) return {failed: result.userErrors, refused: []};
  // A mutation answers Hydrogen's minimal cart; the codes as they now stand come from the cart itself.
  const after = (await cart.get()) as CartApiQueryFragment | null;
  const answered = after?.discountCodes ?? [];
  const warnings = result.warnings ?? [];
  const refused = refusedCodeMessages([input.code], answered, warnings);
  if (refused.length && warnings.some((warning) => warning.code === 'DISCOUNT_NOT_FOUND')) {
    await cart.updateDiscountCodes(codesWithout(answered, input.code));
  }
  return {refused: refused.map((entry) => entry.message)};
}

/**
 * rules:cart-states's merge as deltas, in one Storefront API request (decision 0045):
 * first the line's attributes get the add's location appended, then the
 * added quantity is sent as a `cartLinesAdd` with exactly those attributes,
 * which the commerce backend merges into the line itself (Shopify sums lines
 * with the same variant and attributes). The quantity is never written as
 * "what was read plus what was added", so even two isolates that both read
 * the cart cannot lose an add; the lock keeps the trail and the cap exact
 * within an isolate.
 */
async function mergeIntoLines(
  storefront: Storefront,
  cartId: string,
  lines: readonly PlannerLine[],
  updates: ReturnType<typeof planAdd>['update'],
): Promise<{userErrors: Array<{message: string}>}> {
  const trail = updates.map((update) => ({id: update.id, attributes: update.attributes}));
  const merge = updates.flatMap((update) => {
    const line = lines.find((candidate) => candidate.id === update.id);
    const added = line ? update.quantity - line.quantity : 0;
    return line && added > 0
      ? [{merchandiseId: line.merchandiseId, quantity: added, attributes: update.attributes}]
      : [];
  });
  const {trail: trailed, merge: merged} = unlessErrored(
    await storefront.mutate(CART_MERGE_MUTATION, {variables: {cartId, trail, merge}}),
  );
  return {userErrors: [...(trailed?.userErrors ?? []), ...(merged?.userErrors ?? [])]};
}
