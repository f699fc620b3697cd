import {useEffect, useRef} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {CartLines} from '~/components/CartLines/CartLines';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import type {NormalizedCart} from '~/lib/cart/normalize';
import {localePath} from '~/lib/i18n';
import {formatMoney} from '~/lib/money';
import {useLocale} from '~/lib/useLocale';
import {button} from '~/styles/button.css';

/**
 * The CART modal: the mini cart (the shopper's cart with quantity controls,
 * spec 2) or, on an invalid cart, the CMS errorTitle and errorText (spec 5).
 */
export default function CartView({props, close}: {props: Record<string, unknown>; close: () => void}) {
  const locale = useLocale();
  const {pathname} = useLocation();
  const fetcher = useFetcher<{cart: NormalizedCart | null}>();
  const requested = useRef(false);
  const invalid = props.mode === 'invalid';

  useEffect(() => {
    if (invalid || requested.current) return;
    requested.current = true;
    void fetcher.load(localePath('/api/cart', locale));
  }, [invalid, fetcher, locale]);

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

  const cart = fetcher.data?.cart;
  if (!cart) return <p>{fetcher.state === 'idle' && fetcher.data ? 'Your cart is empty.' : 'Loading your cart…'}</p>;
  if (cart.items.allLineItems.length === 0) return <p>Your cart is empty.</p>;
  const onCartPage = /\/cart\/?$/.test(pathname);
  return (
    <div data-testid="mini-cart" style={{display: 'grid', gap: '1rem'}}>
      <CartLines cart={cart} source={(props.variant as 'full' | 'slim' | 'original' | undefined) ?? 'full'} />
      <p style={{fontWeight: 600}}>Total: {formatMoney(cart.cost.total, {code: locale.code, currency: cart.cost.currencyCode})}</p>
      {onCartPage ? null : (
        <LocaleLink to="/cart" className={button({variant: 'PRIMARY'})} onClick={close}>
          View cart and check out
        </LocaleLink>
      )}
    </div>
  );
}
