import {useEffect, useMemo, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {submitCartAction, type CartAnswer} from '~/lib/cart/cartClient';
import type {NormalizedCart} from '~/lib/cart/normalizeCart';
import type {CartSource} from './CartLines';
import {
  answerChange,
  heldQuantity,
  NO_STEPS,
  shownQuantity,
  stepTo,
  takeChange,
  unsent,
  withCart,
  type Quantities,
} from '~/lib/cart/quantitySteps';
import {MAX_CART_QUANTITY} from '~/lib/cart/quantity';
import {useLocale} from '~/lib/useLocale';
import {trackCartAnswer} from '~/lib/tracking/queue';

const titleOf = (cart: NormalizedCart, lineId: string) =>
  cart.items.allLineItems.find((line) => line.id.lineItem === lineId)?.title;
const quantitiesOf = (cart: NormalizedCart): Quantities =>
  Object.fromEntries(cart.items.allLineItems.map((line) => [line.id.lineItem, line.quantity]));
const linesOf = (quantities: Quantities) => Object.entries(quantities).map(([id, quantity]) => ({id, quantity}));

/**
 * The cart lines' quantities as the shopper steps them (decision 0081): shown at once, sent
 * through the one cart action one change at a time, and a message where the server answers
 * otherwise. `source` is the mini cart variant an increment names (rules:cart-states).
 */
export function useLineQuantities(cart: NormalizedCart, source: CartSource) {
  const fetcher = useFetcher<CartAnswer>();
  const locale = useLocale();
  const [steps, setSteps] = useState(NO_STEPS);
  const [message, setMessage] = useState('');
  const inCart = useMemo(() => quantitiesOf(cart), [cart]);
  // The page as last seen, the change in flight, and the answer it replaces with rules:cart-states's location of the change.
  const latest = useRef({
    steps,
    inCart,
    fetcher,
    flight: Promise.resolve(),
    awaiting: null as {previous: unknown; location: string} | null,
  });

  useEffect(() => setSteps((current) => withCart(current, inCart)), [inCart]);

  // Steps not yet sent when the lines go (the mini cart closed at once) are sent all the same, after the change in flight.
  useEffect(
    () => () => {
      const {steps: left, inCart: held, fetcher: last, flight} = latest.current;
      const lines = linesOf(unsent(left, held));
      if (lines.length) void flight.then(() => submitCartAction(last, {action: 'LinesUpdate', source, lines}, locale));
    },
    [source, locale],
  );

  useEffect(() => {
    Object.assign(latest.current, {steps, inCart, fetcher});
    if (fetcher.state !== 'idle') return;
    const sent = latest.current.awaiting;
    if (sent) {
      const answer = fetcher.data;
      if (answer === sent.previous) return;
      latest.current.awaiting = null;
      trackCartAnswer(answer, sent.location);
      const {steps: next, contradictions} = answerChange(steps, answer?.cart ? quantitiesOf(answer.cart) : null);
      const differs = contradictions.find((contradiction) => contradiction.got !== null);
      // A refusal says why in the answer's errors; a quietly different quantity is said here.
      if (differs && !answer?.errors.length)
        setMessage(`Your cart has ${differs.got} of ${titleOf(cart, differs.lineId)}, not ${differs.asked}.`);
      setSteps(next);
      return;
    }
    const {steps: next, change} = takeChange(steps, inCart);
    if (next !== steps) setSteps(next);
    if (!change) return;
    const lines = linesOf(change);
    // rules:cart-states: an increment in the mini cart, or 'Cart' for a decrement or removal.
    const location = lines.some((line) => line.quantity > heldQuantity(steps, inCart, line.id))
      ? `mini cart (${source === 'cart' ? 'full' : source})`
      : 'Cart';
    latest.current.awaiting = {previous: fetcher.data, location};
    latest.current.flight = submitCartAction(fetcher, {action: 'LinesUpdate', source, lines}, locale);
  }, [steps, inCart, fetcher, locale, source, cart]);

  return {
    errors: fetcher.data?.errors,
    message,
    quantityOf: (lineId: string) => shownQuantity(steps, inCart, lineId),
    pending: (lineId: string) => lineId in steps.shown || lineId in (steps.sent ?? {}),
    /** Steps lines to quantities; 0 removes them (rules:cart-states). */
    setQuantity: (lineIds: string[], quantity: number) => {
      // Only a step up reaches the cap; a removal steps every line it takes to 0.
      setMessage(
        quantity < MAX_CART_QUANTITY ? '' : `You can have up to ${MAX_CART_QUANTITY} of an item in your cart.`,
      );
      setSteps((current) => lineIds.reduce((stepped, lineId) => stepTo(stepped, lineId, quantity), current));
    },
  };
}
