import {data, redirect} from 'react-router';
import {CartLinkPage} from '~/components/CartLinkPage/CartLinkPage';
import {parsePermalinkLines, permalinkExtras} from '~/lib/cart/cartLinks';
import {buildPermalinkCart} from '~/lib/cart/cartLinks.server';
import {localePath} from '~/lib/i18n';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import type {Route} from './+types/(en-GB).cart_.$lines';

export const meta: Route.MetaFunction = () => [{title: 'Cart link | Keel'}, {name: 'robots', content: 'noindex'}];

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/**
 * decision 0128: Shopify's cart permalink, `/cart/{variant}:{quantity},…`,
 * replaces the shopper's cart with the link's lines (and its `?discount=`)
 * and opens the cart page. A refused link leaves the cart as it was; a built
 * cart with something to say (a code that did not apply, a capped quantity)
 * says it before the shopper goes on.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const lines = parsePermalinkLines(params.lines);
  const extras = permalinkExtras(new URL(request.url).searchParams);
  const outcome = !lines.ok
    ? ({ok: false, status: 400, messages: [lines.message], headers: new Headers()} as const)
    : !extras.ok
      ? ({ok: false, status: 400, messages: [extras.message], headers: new Headers()} as const)
      : await buildPermalinkCart(request, context, lines.input, extras.discount);
  const cartPath = localePath('/cart', context.locale);
  if (outcome.ok && outcome.notices.length === 0) return redirect(cartPath, {status: 303, headers: outcome.headers});
  outcome.headers.set('Cache-Control', 'no-store');
  const messages = outcome.ok ? outcome.notices : outcome.messages;
  return data({built: outcome.ok, messages}, {status: outcome.ok ? 200 : outcome.status, headers: outcome.headers});
}

export default function CartPermalink({loaderData}: Route.ComponentProps) {
  const {built, messages} = loaderData;
  return built ? (
    <CartLinkPage title="Your cart is ready" messages={messages} actions={[{to: '/cart', label: 'Go to your cart'}]} />
  ) : (
    <CartLinkPage
      title="We couldn’t build your cart from this link"
      messages={messages}
      actions={[
        {to: '/cart', label: 'Go to your cart'},
        {to: '/', label: 'Continue shopping'},
      ]}
    />
  );
}
