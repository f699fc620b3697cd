import {normalizeCart} from '~/lib/cart/normalize';
import {formatMoney} from '~/lib/money';
import type {Route} from './+types/(en-GB).cart';

export const meta: Route.MetaFunction = () => [{title: 'Your cart | Keel'}, {name: 'robots', content: 'noindex'}];

export async function loader({context}: Route.LoaderArgs) {
  const {cart, locale} = context;
  const current = await cart.get();
  // spec 3: the buyer identity follows the locale; a cart from the other locale is moved over.
  if (current && current.buyerIdentity.countryCode !== locale.country) {
    await cart.updateBuyerIdentity({countryCode: locale.country});
    return {cart: normalizeCart(await cart.get()), localeCode: locale.code, currency: locale.currency};
  }
  return {cart: normalizeCart(current), localeCode: locale.code, currency: locale.currency};
}

export default function CartPage({loaderData}: Route.ComponentProps) {
  const {cart} = loaderData;
  const locale = {code: loaderData.localeCode, currency: cart?.cost.currencyCode ?? loaderData.currency};
  const lines = cart?.items.allLineItems ?? [];
  return (
    <section aria-labelledby="cart-title" style={{maxWidth: '60rem', margin: '0 auto', padding: '2rem 1rem'}}>
      <h1 id="cart-title">Your cart</h1>
      {lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul>
            {lines.map((line) => (
              <li key={line.id.lineItem} data-testid="cart-line">
                {line.title}
                {line.variantTitle ? ` (${line.variantTitle})` : ''} × {line.quantity}: {formatMoney(line.cost.total, locale)}
              </li>
            ))}
          </ul>
          <p data-testid="cart-total">Total: {formatMoney(cart?.cost.total ?? 0, locale)}</p>
        </>
      )}
    </section>
  );
}
