import {data, redirect} from 'react-router';
import {CartLinkPage} from '~/components/CartLinkPage/CartLinkPage';
import {discountCode} from '~/lib/cart/actions';
import {continuePath} from '~/lib/cart/cartLinks';
import {applyDiscountLink} from '~/lib/cart/cartLinks.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import type {Route} from './+types/(en-GB).discount.$code';

export const meta: Route.MetaFunction = () => [{title: 'Discount link | Keel'}, {name: 'robots', content: 'noindex'}];

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/**
 * decision 0129: a discount link adds its code to the shopper's cart and
 * continues to its local `redirect` (or the home page); a code the cart
 * refuses is shown in the cart page's words, and the cart is left as it was.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const next = continuePath(new URL(request.url).searchParams, context.locale);
  const code = discountCode.safeParse(params.code);
  const outcome = code.success
    ? await applyDiscountLink(request, context, code.data)
    : ({
        ok: false,
        status: 400,
        messages: [code.error.issues[0]?.message ?? 'Enter a discount code'],
        headers: new Headers(),
      } as const);
  if (outcome.ok) return redirect(next, {status: 303, headers: outcome.headers});
  outcome.headers.set('Cache-Control', 'no-store');
  return data({messages: outcome.messages, next}, {status: outcome.status, headers: outcome.headers});
}

export default function DiscountLink({loaderData}: Route.ComponentProps) {
  return (
    <CartLinkPage
      title="That discount link didn’t work"
      messages={loaderData.messages}
      actions={[{to: loaderData.next, label: 'Continue shopping'}]}
    />
  );
}
