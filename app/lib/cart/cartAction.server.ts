import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {logError} from '../log.server';
import {MAX_CART_BODY_BYTES, parseCartAction, planAdd, planUpdate, type PlannerLine} from './actions';
import {normalizeCart, type NormalizedCart} from './normalize';
import {cartChanges, type CartChanges} from '../tracking/items';

export interface CartActionResult {
  status: number;
  body: {
    cart: NormalizedCart | null;
    /** Short messages a shopper can read; never a stack trace. */
    errors: string[];
    notices: string[];
    /** What the change did, line by line, for add_to_cart / remove_from_cart (spec 7); absent when nothing was changed. */
    changes?: CartChanges;
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

const userAgentDetails = (request: Request) => ({userAgent: request.headers.get('user-agent') ?? 'unknown'});

/**
 * Up to this much of a refused body is read and dropped, so an ordinary client that
 * is still sending gets the 413 instead of a reset connection; past it the
 * connection is cut.
 */
const DISCARD_LIMIT = 1024 * 1024;

async function discardBody(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, alreadyRead = 0): Promise<void> {
  if (!reader) return;
  let size = alreadyRead;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DISCARD_LIMIT) {
      await reader.cancel();
      return;
    }
  }
}

/**
 * The body as text, or null once it passes `max` bytes: a chunked body without a
 * Content-Length is never buffered whole.
 */
export async function readTextCapped(request: Request, max: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await discardBody(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The one cart action (style 5): validate the body, plan the change against
 * the cart as it is, run it through Hydrogen's cart handler, then fetch the
 * cart again (spec 4). Bad input is a 4xx that leaves the cart untouched;
 * an upstream failure is logged with its spec 8 code and answered with a
 * short message and the cart as it really is.
 */
export async function handleCartAction(request: Request, cart: HydrogenCart): Promise<CartActionResult> {
  const headers = new Headers();
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_CART_BODY_BYTES) {
    await discardBody(request.body?.getReader());
    return {status: 413, body: {cart: null, errors: ['The request is too large.'], notices: []}, headers};
  }
  const text = await readTextCapped(request, MAX_CART_BODY_BYTES);
  if (text === null) return {status: 413, body: {cart: null, errors: ['The request is too large.'], notices: []}, headers};
  const parsed = parseCartAction(text, request.headers.get('content-type'));
  if (!parsed.ok) return {status: parsed.status, body: {cart: null, errors: [parsed.message], notices: []}, headers};
  const input = parsed.input;

  const current = (await cart.get()) as CartApiQueryFragment | null;
  const lines = plannerLines(current);
  const errors: string[] = [];
  const notices: string[] = [];
  let status = 200;

  try {
    if (input.action === 'LinesAdd') {
      const plan = planAdd(lines, input);
      if (plan.capped.length) notices.push('You can have up to 10 of an item in your cart, so we added what fits.');
      let result: {userErrors?: Array<{message: string}> | null} | undefined;
      if (plan.update.length) result = await cart.updateLines(plan.update);
      if (plan.add.length && !result?.userErrors?.length) result = await cart.addLines(plan.add);
      if (result?.userErrors?.length) {
        logError('HY-S5007', '[Shopify API] - Add to Cart Error Response', {userErrors: result.userErrors, ...userAgentDetails(request)});
        errors.push('We couldn’t add that to your cart. Please try again.');
        status = 422;
      }
    } else if (input.action === 'LinesUpdate') {
      const plan = planUpdate(lines, input);
      if (plan.unknown.length) {
        return {status: 404, body: {cart: normalizeCart(current), errors: ['That item is no longer in your cart.'], notices}, headers};
      }
      const removed = plan.remove.length ? await cart.removeLines(plan.remove) : undefined;
      const updated = plan.update.length && !removed?.userErrors?.length ? await cart.updateLines(plan.update) : undefined;
      const userErrors = [...(removed?.userErrors ?? []), ...(updated?.userErrors ?? [])];
      if (userErrors.length) {
        logError('HY-S5019', 'Update cart failure', {userErrors, cookieEnabled: request.headers.has('cookie'), ...userAgentDetails(request)});
        errors.push('We couldn’t update your cart. Please try again.');
        status = 422;
      }
    } else {
      const known = input.lineIds.filter((id) => lines.some((line) => line.id === id));
      if (known.length !== input.lineIds.length) {
        return {status: 404, body: {cart: normalizeCart(current), errors: ['That item is no longer in your cart.'], notices}, headers};
      }
      const removed = await cart.removeLines(known);
      if (removed.userErrors?.length) {
        logError('HY-S5018', 'Remove from cart failure', {userErrors: removed.userErrors, cookieEnabled: request.headers.has('cookie'), ...userAgentDetails(request)});
        errors.push('We couldn’t remove that item. Please try again.');
        status = 422;
      }
    }
  } catch (error) {
    const code = input.action === 'LinesAdd' ? 'HY-S5007' : input.action === 'LinesRemove' ? 'HY-S5018' : 'HY-S5019';
    logError(code, `Cart ${input.action} failed`, {error: error instanceof Error ? error.message : String(error), ...userAgentDetails(request)});
    errors.push('Your cart could not be updated just now. Please try again.');
    status = 502;
  }

  // spec 4: after every change, the cart is fetched again.
  const fresh = (await cart.get().catch(() => null)) as CartApiQueryFragment | null;
  const cartId = fresh?.id ?? cart.getCartId();
  if (cartId) for (const [key, value] of cart.setCartId(cartId)) headers.append(key, value);
  const after = normalizeCart(fresh);
  const changes = cartChanges(normalizeCart(current), after);
  return {status, body: {cart: after, errors, notices, ...(changes.added.length || changes.removed.length ? {changes} : {})}, headers};
}
