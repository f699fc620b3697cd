import {useEffect, useRef, useState} from 'react';
import {useFetcher, useLocation, useNavigate} from 'react-router';
import {CartLines} from '~/components/CartLines/CartLines';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {KnownCart} from '~/lib/cart/knownCart';
import {useKnownCart} from '~/lib/cart/KnownCartProvider';
import type {NormalizedCart} from '~/lib/cart/normalizeCart';
import {homePath, localePath} from '~/lib/i18n';
import {createActor} from 'xstate';
import {miniCartMachine, type MiniCartVariant, type OpenLocation} from '~/lib/cart/miniCartMachine';
import {formatMoney} from '~/lib/money';
import {useLocale} from '~/lib/useLocale';
import {track} from '~/lib/tracking/queue';
import {cartView} from '~/lib/tracking/views';
import {button} from '~/styles/button';
import * as styles from './CartView.css';

/**
 * The CART modal: the mini cart (the shopper's cart with quantity controls,
 * rules:cart-mini-cart) or, on an invalid cart, the CMS errorTitle and errorText (rules:cart-rules).
 */
export default function CartView({props, close}: {props: Record<string, unknown>; close: () => void}) {
  const locale = useLocale();
  const {pathname} = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<{cart: NormalizedCart | null; variant: MiniCartVariant}>();
  const requested = useRef(false);
  const invalid = props.mode === 'invalid';
  // The page already knows the cart (rules:mini-cart-known-lines): the header's copy it was opened with, or the one
  // an add just answered; after a change here, the root's revalidated copy once it arrives.
  const opened = props.known as KnownCart | null | undefined;
  const latest = useLatestKnownCart();
  const known = latest ?? opened ?? null;
  const knownCart = latest ? latest.cart : ((props.cart as NormalizedCart | undefined) ?? opened?.cart);
  const variant = known?.variant ?? (props.variant as MiniCartVariant | undefined) ?? fetcher.data?.variant;
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (invalid || requested.current || (knownCart !== undefined && variant)) return;
    requested.current = true;
    void fetcher.load(localePath('/api/cart', locale));
  }, [invalid, fetcher, locale, knownCart, variant]);

  // rules:cart-states: the mini cart machine opens once the CMS variant is known, and closes with the
  // modal. The actor is made here, not with useActorRef, so it is still running when the
  // modal's unmount sends it the close.
  useEffect(() => {
    if (invalid || !variant) return;
    const miniCart = createActor(miniCartMachine(), {input: {variant, homePath: homePath(locale)}}).start();
    miniCart.on('viewCart', (event) => {
      // The cart the mini cart opened with (the page's own, or the one it loaded).
      const opened = knownCart ?? fetcher.data?.cart;
      if (opened) track(cartView(opened, event.location));
    });
    miniCart.on('rewriteUrl', (event) => void navigate(event.to, {replace: true}));
    miniCart.send({type: 'miniCart.open', location: (props.location as OpenLocation | undefined) ?? 'ICON'});
    return () => {
      miniCart.send({type: 'miniCart.close', pathname: pathnameRef.current});
      miniCart.stop();
    };
    // One open per modal view, once the variant arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalid, variant]);

  if (invalid) {
    return (
      <div data-testid="invalid-cart">
        <p>{String(props.text ?? '')}</p>
        <button type="button" className={button({variant: 'PRIMARY'})} onClick={close}>
          Review my cart
        </button>
      </div>
    );
  }

  const cart = knownCart ?? fetcher.data?.cart;
  if (!cart) return <p>{fetcher.state === 'idle' && fetcher.data ? 'Your cart is empty.' : 'Loading your cart…'}</p>;
  if (cart.items.allLineItems.length === 0) return <p>Your cart is empty.</p>;
  const onCartPage = /\/cart\/?$/.test(pathname);
  return (
    <div data-testid="mini-cart" className={styles.root}>
      <CartLines cart={cart} source={variant === 'REDUCED' ? 'slim' : variant === 'INVALID' ? 'original' : 'full'} />
      <p className={styles.total}>
        Total: {formatMoney(cart.cost.total, {code: locale.code, currency: cart.cost.currencyCode})}
      </p>
      {onCartPage ? null : (
        <LocaleLink to="/cart" className={button({variant: 'PRIMARY'})} onClick={close}>
          View cart and check out
        </LocaleLink>
      )}
    </div>
  );
}

/**
 * The page's cart once it changes while the mini cart is open (it is fetched again after every cart
 * change); null until then. The previous copy stays on screen while a new one loads.
 */
function useLatestKnownCart(): KnownCart | null {
  const known = useKnownCart();
  const [atOpen] = useState(known);
  return known !== atOpen ? known : null;
}
