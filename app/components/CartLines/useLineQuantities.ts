import {useEffect, useMemo, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {submitCartAction, type CartAnswer} from '~/lib/cart/cartClient';
import type {NormalizedCart} from '~/lib/cart/normalize';
import type {CartSource} from './CartLines';
import {answerChange, heldQuantity, NO_STEPS, shownQuantity, stepTo, takeChange, withCart, type Quantities} from '~/lib/cart/quantitySteps';
import {MAX_CART_QUANTITY} from '~/lib/quantity';
import {useLocale} from '~/lib/useLocale';
import {trackCartAnswer} from '~/lib/tracking/queue';

const titleOf = (cart: NormalizedCart, lineId: string) => cart.items.allLineItems.find((line) => line.id.lineItem === lineId)?.title;
const quantitiesOf = (cart: NormalizedCart): Quantities => Object.fromEntries(cart.items.allLineItems.map((line) => [line.id.lineItem, line.quantity]));

/**
 * The cart lines' quantities as the shopper steps them (decision 0081): shown at once, sent
 * through the one cart action one change at a time, and a message where the server answers
 * otherwise. `source` is the mini cart variant an increment names (spec 4).
 */
export function useLineQuantities(cart: NormalizedCart, source: CartSource) {
  const fetcher = useFetcher<CartAnswer>();
  const locale = useLocale();
  const [steps, setSteps] = useState(NO_STEPS);
  const [message, setMessage] = useState('');
  // The answer the change in flight replaces, and spec 4's location of that change.
  const awaiting = useRef<{previous: unknown; location: string} | null>(null);
  const inCart = useMemo(() => quantitiesOf(cart), [cart]);

  useEffect(() => setSteps((current) => withCart(current, inCart)), [inCart]);

  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    const sent = awaiting.current;
    if (sent) {
      const answer = fetcher.data;
      if (answer === sent.previous) return;
      awaiting.current = null;
      trackCartAnswer(answer, sent.location);
      const after = answer?.cart ? quantitiesOf(answer.cart) : null;
      const differs = answerChange(steps, after).contradictions.find((contradiction) => contradiction.got !== null);
      // A refusal says why in the answer's errors; a quietly different quantity is said here.
      if (differs && !answer?.errors.length) setMessage(`Your cart has ${differs.got} of ${titleOf(cart, differs.lineId)}, not ${differs.asked}.`);
      setSteps((current) => answerChange(current, after).steps);
      return;
    }
    const {steps: next, change} = takeChange(steps, inCart);
    if (next !== steps) setSteps(next);
    if (!change) return;
    const lines = Object.entries(change).map(([id, quantity]) => ({id, quantity}));
    // spec 4: an increment in the mini cart, or 'Cart' for a decrement or removal.
    const location = lines.some((line) => line.quantity > heldQuantity(steps, inCart, line.id)) ? `mini cart (${source === 'cart' ? 'full' : source})` : 'Cart';
    awaiting.current = {previous: fetcher.data, location};
    void submitCartAction(fetcher, {action: 'LinesUpdate', source, lines}, locale);
  }, [steps, inCart, fetcher, locale, source, cart]);

  return {
    errors: fetcher.data?.errors,
    message,
    quantityOf: (lineId: string) => shownQuantity(steps, inCart, lineId),
    pending: (lineId: string) => lineId in steps.shown || lineId in (steps.sent ?? {}),
    /** Steps lines to quantities; 0 removes them (spec 4). */
    setQuantity: (lineIds: string[], quantity: number) => {
      setMessage(lineIds.length === 1 && quantity >= MAX_CART_QUANTITY ? `You can have up to ${MAX_CART_QUANTITY} of ${titleOf(cart, lineIds[0] ?? '')} in your cart.` : '');
      setSteps((current) => lineIds.reduce((stepped, lineId) => stepTo(stepped, lineId, quantity), current));
    },
  };
}
