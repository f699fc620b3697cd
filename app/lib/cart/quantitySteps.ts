import {MAX_CART_QUANTITY} from './quantity';

/**
 * Quantity steps on cart lines (decision 0081): a line shows the shopper's latest step at once,
 * and the steps reach the server one change at a time, in click order, each carrying the latest
 * absolute quantity of every stepped line, so steps taken while a change is in flight join the
 * next one and none is lost. The server has the last word: where its answer differs from what was
 * sent, the line shows the answer and the difference is reported.
 */

/** Quantities by cart line id. */
export type Quantities = Record<string, number>;

export interface QuantitySteps {
  /** A line's latest step, until the server holds it. */
  shown: Quantities;
  /** What the server answered for a line, until the page's cart is fetched again. */
  answered: Quantities;
  /** The change in flight; null when none is. */
  sent: Quantities | null;
}

/** A line the server answered differently from what was sent; `got` is null when the answer had no cart. */
export interface Contradiction {
  lineId: string;
  asked: number;
  got: number | null;
}

export const NO_STEPS: QuantitySteps = {shown: {}, answered: {}, sent: null};

/** What a line holds on the server as far as the page knows. */
export const heldQuantity = (steps: QuantitySteps, cart: Quantities, lineId: string): number =>
  steps.answered[lineId] ?? cart[lineId] ?? 0;

/** What a line shows. */
export const shownQuantity = (steps: QuantitySteps, cart: Quantities, lineId: string): number =>
  steps.shown[lineId] ?? heldQuantity(steps, cart, lineId);

/** A step to `quantity`, kept within 0..10 (rules:cart-rules). */
export function stepTo(steps: QuantitySteps, lineId: string, quantity: number): QuantitySteps {
  return {...steps, shown: {...steps.shown, [lineId]: Math.min(MAX_CART_QUANTITY, Math.max(0, quantity))}};
}

/** The steps the server will not hold once the change in flight lands. */
export const unsent = (steps: QuantitySteps, cart: Quantities): Quantities =>
  Object.fromEntries(
    Object.entries(steps.shown).filter(
      ([lineId, quantity]) => quantity !== (steps.sent?.[lineId] ?? heldQuantity(steps, cart, lineId)),
    ),
  );

/**
 * The next change to send, when none is in flight: every stepped line the server does not hold
 * yet. A step back to what the server holds is dropped, never sent.
 */
export function takeChange(steps: QuantitySteps, cart: Quantities): {steps: QuantitySteps; change: Quantities | null} {
  if (steps.sent) return {steps, change: null};
  const shown = unsent(steps, cart);
  const change = Object.keys(shown).length ? shown : null;
  return {steps: change || Object.keys(steps.shown).length ? {...steps, shown, sent: change} : steps, change};
}

/** The answer to the change in flight: the cart's quantities after it, or null when it came without a cart. */
export function answerChange(
  steps: QuantitySteps,
  after: Quantities | null,
): {steps: QuantitySteps; contradictions: Contradiction[]} {
  const shown = {...steps.shown};
  const answered = {...steps.answered};
  const contradictions: Contradiction[] = [];
  for (const [lineId, asked] of Object.entries(steps.sent ?? {})) {
    const got = after ? (after[lineId] ?? 0) : null;
    // Without a cart the page's own copy stands; steps taken meanwhile were built on a change that did not happen.
    if (got === null) delete answered[lineId];
    else answered[lineId] = got;
    if (got !== asked) contradictions.push({lineId, asked, got});
    if (got !== asked || shown[lineId] === got) delete shown[lineId];
  }
  return {steps: {shown, answered, sent: null}, contradictions};
}

/**
 * The page's cart fetched again: it is newer than every answer already in, so it replaces them
 * (the one in flight waits for its own). A step on a line no longer in the cart is dropped.
 */
export function withCart(steps: QuantitySteps, cart: Quantities): QuantitySteps {
  const inFlight = steps.sent ?? {};
  const keep = (quantities: Quantities, kept: (lineId: string) => boolean) =>
    Object.fromEntries(Object.entries(quantities).filter(([lineId]) => kept(lineId)));
  return {
    ...steps,
    shown: keep(steps.shown, (lineId) => lineId in cart || lineId in inFlight),
    answered: keep(steps.answered, (lineId) => lineId in inFlight),
  };
}
