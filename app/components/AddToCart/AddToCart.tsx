import {useEffect, useId, useRef, useState} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {useModals} from '~/components/Modal/ModalBridge';
import {submitCartAction, type CartAnswer} from '~/lib/cart/cartClient';
import {useLocale} from '~/lib/useLocale';
import {trackCartAnswer} from '~/lib/tracking/queue';
import {button} from '~/styles/button';

export interface AddToCartLine {
  merchandiseId: string;
  quantity: number;
  attributes?: Array<{key: string; value: string}>;
}

/**
 * An add-to-cart button (rules:product-states): disabled when the product is not for sale,
 * while an add is running, or on the cart page while the cart loads; a page
 * restored from the back/forward cache gets its button back (rules:product-states).
 */
export function AddToCart({
  lines,
  location,
  available,
  label = 'Add to cart',
  onAdded,
}: {
  lines: AddToCartLine[];
  location: string;
  available: boolean;
  label?: string;
  onAdded?: () => void;
}) {
  const fetcher = useFetcher<CartAnswer>();
  const {open} = useModals();
  const locale = useLocale();
  const {pathname} = useLocation();
  // rules:product-states: a page restored from the back/forward cache re-enables its add buttons.
  const [restored, setRestored] = useState(false);
  const busy = fetcher.state !== 'idle' && !restored;
  const onCartPath = /\/cart\/?$/.test(pathname);

  const handled = useRef<CartAnswer | undefined>(undefined);
  useEffect(() => {
    // Once per completed add, as soon as its answer is here: the mini cart shows the cart the answer
    // carries and does not wait for the revalidation after it (the header's count), which on a busy
    // phone waits in turn for the code of parts of the page still hydrating (decision 0079).
    if (fetcher.state === 'submitting' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    trackCartAnswer(fetcher.data, location);
    if (fetcher.data.errors?.length) return;
    // rules:product-states's cart-changed check (POSITIVE): an add that left the cart as it was (the 10 cap) shows its notice and opens nothing.
    if (fetcher.data.changed && !fetcher.data.changed.POSITIVE) return;
    // rules:product-states: after an add the mini cart opens (opened from ADD_TO_CART), unless the caller decides.
    if (onAdded) onAdded();
    else open('CART', {props: {location: 'ADD_TO_CART', cart: fetcher.data.cart}});
  }, [fetcher.state, fetcher.data, onAdded, open, location]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRestored(true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const disabled = !available || busy || (onCartPath && fetcher.state === 'loading');
  const message = fetcher.data?.errors?.[0] ?? fetcher.data?.notices?.[0];
  // rules:product-states: an add that changed nothing opened no mini cart; the page offers it here instead (opened from PAGE).
  const viewCartId = useId();
  const offerCart =
    !busy && !fetcher.data?.errors?.length && fetcher.data?.changed !== undefined && !fetcher.data.changed.POSITIVE;
  return (
    <div>
      <button
        type="button"
        className={button({variant: 'PRIMARY', fullWidth: true})}
        disabled={disabled}
        aria-busy={busy}
        data-testid="add-to-cart"
        onClick={() => {
          setRestored(false);
          void submitCartAction(
            fetcher,
            {action: 'LinesAdd', location, lines: lines.map((line) => ({...line, attributes: line.attributes ?? []}))},
            locale,
          );
        }}
      >
        {available ? (busy ? 'Adding…' : label) : 'Out of stock'}
      </button>
      <p role="status" aria-live="polite" data-testid="add-to-cart-status">
        {!busy && fetcher.data ? (message ?? 'Added to your cart.') : ''}
      </p>
      {offerCart ? (
        <button
          type="button"
          id={viewCartId}
          className={button({variant: 'LINK'})}
          onClick={() => open('CART', {openerId: viewCartId, props: {location: 'PAGE', cart: fetcher.data?.cart}})}
        >
          View your cart
        </button>
      ) : null}
    </div>
  );
}
