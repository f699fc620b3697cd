import {data} from 'react-router';
import {PostPurchaseSurvey} from '~/components/PostPurchaseSurvey/PostPurchaseSurvey';
import {lazySection} from '~/lib/lazy/lazySection';
import {ORDER_QUERY} from '~/graphql/admin/order';
import {ORDER_PAGE_QUERY} from '~/graphql/cms/orderContent';
import {adminQuery} from '~/lib/order/admin.server';
import {storeOrigin} from '~/lib/env.server';
import {logError} from '~/lib/log.server';
import {UpstreamNotConfiguredError} from '~/lib/upstream.server';
import {formatMoney} from '~/lib/money';
import {referralPurchase, referralScriptUrl} from '~/lib/referral/referral';
import {ORDER_KEY, orderIdOf, orderKeyKind, purchaseInput, sha256Hex, trackingFields} from '~/lib/order/confirmation';
import {purchaseView} from '~/lib/tracking/views';
import * as styles from '~/components/OrderPage/OrderPage.css';
import type {Route} from './+types/(en-GB).order.$orderSlug';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = ({data: loaded}) =>
  privatePageMeta(loaded ? `Order ${loaded.order.name}` : 'Order');

/** The loader's headers (no-store, no referrer, the fresh cart cookie) go on the document. */
export const headers: Route.HeadersFunction = ({loaderHeaders}) => loaderHeaders;

/** rules:order-missing "order missing" (decision 0094): a 404 that shows nothing personal, logged without the key. */
const notFound = (reason: 'malformed' | 'not found' | 'key does not match', order: string) => {
  logError('order-missing', {missing: 'order', reason, order: order.slice(0, 20)});
  return new Response('Order not found', {status: 404});
};

/**
 * rules:order-fields: the order confirmation page. The order comes from the Admin API;
 * the URL's key must match the order's own (issued at checkout), or the page
 * is a 404 that shows nothing personal.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  if (!/^\d{1,20}$/.test(params.orderSlug) || !ORDER_KEY.test(key)) throw notFound('malformed', params.orderSlug);
  const [{order}, cms] = await Promise.all([
    adminQuery(context.env, ORDER_QUERY, {id: `gid://shopify/Order/${params.orderSlug}`}),
    // decision 0119: a shop without its CMS still confirms the order, in its own words (rules:order-missing "content missing").
    context.cms.query(ORDER_PAGE_QUERY).catch((error: unknown) => {
      if (error instanceof UpstreamNotConfiguredError) return null;
      throw error;
    }),
  ]);
  if (!order) throw notFound('not found', params.orderSlug);
  const keyKind = orderKeyKind(order, key);
  if (!keyKind) throw notFound('key does not match', params.orderSlug);
  // decision 0122: a visit from Shopify's Thank you page (keyed by the confirmation number) was measured there by the pixel.
  const measuredByPixel = keyKind === 'confirmation';
  const page = cms?.pageOrderConfirmationCollection?.items[0] ?? null;
  // rules:order-missing "content missing" (decision 0094): the order is confirmed in the shop's own words below.
  if (!page) logError('order-missing', {missing: 'content', locale: context.locale.code}, context.errors);

  const referralScript = referralScriptUrl(
    {useReferralApi: true},
    context.env.REFERRAL_SCRIPT_URL,
    context.locale.code,
  );

  // After an order, the shopper's cart cookie points to a fresh, empty cart.
  const headers = new Headers({'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer'});
  // Best effort: a cart service that fails here must not hide the order.
  try {
    const current = await context.cart.get();
    if (!current) {
      const fresh = await context.cart.create({});
      if (fresh.cart?.id)
        for (const [name, value] of context.cart.setCartId(fresh.cart.id)) headers.append(name, value);
    }
  } catch (error) {
    console.error('[order] fresh cart not issued', error instanceof Error ? error.message : error);
  }

  return data(
    {
      order: {
        id: orderIdOf(order.id),
        name: order.name,
        email: order.email ?? '',
        total: order.totalPriceSet.shopMoney.amount,
        currency: order.totalPriceSet.shopMoney.currencyCode ?? 'USD',
        shippingAddress: order.shippingAddress,
      },
      tracking: trackingFields(order, await sha256Hex(order.email ?? '')),
      // rules:order-states: the purchase event, sent by the tracker under rules:order-states's first-visit rule (docs/decisions/0054).
      trackView: measuredByPixel ? null : purchaseView(purchaseInput(order), context.env.PUBLIC_CHECKOUT_DOMAIN),
      page,
      localeCode: context.locale.code,
      // rules:order-states: the purchase the browser registers with the referral provider (first visit only, after idle; see ThirdParty).
      referral:
        referralScript && !measuredByPixel
          ? {
              script: referralScript,
              orderName: order.name,
              checkoutHost: context.env.PUBLIC_CHECKOUT_DOMAIN,
              purchase: referralPurchase(order),
            }
          : null,
      survey:
        page?.showSurvey && context.env.SURVEY_SCRIPT_URL
          ? {
              src: context.env.SURVEY_SCRIPT_URL,
              orderId: orderIdOf(order.id),
              shop: new URL(storeOrigin(context.env)).host,
            }
          : null,
    },
    {headers},
  );
}

export default function OrderConfirmation({loaderData}: Route.ComponentProps) {
  const {order, tracking, trackView, page, localeCode, survey} = loaderData;
  const locale = {code: localeCode, currency: order.currency};
  const address = order.shippingAddress;

  const title = (page?.title ?? 'Your order is {order}').replace('{order}', order.name);
  return (
    <section aria-labelledby="order-title" className={styles.page}>
      {trackView ? <div hidden data-track-view={trackView} /> : null}
      <h1 id="order-title" className={styles.title}>
        {title}
      </h1>
      <OrderCopy document={page?.body?.json} />
      <dl className={styles.details}>
        <dt className={styles.label}>Order Total:</dt>
        <dd className={styles.value} data-testid="order-total">
          {formatMoney(order.total, locale)}
        </dd>
        <dt className={styles.label}>Email Address:</dt>
        <dd className={styles.value}>{order.email}</dd>
        <dt className={styles.label}>Shipping Address:</dt>
        <dd className={styles.value} data-testid="shipping-address">
          {address ? (
            <>
              {address.name}
              <br />
              {address.address1}
              {address.address2 ? (
                <>
                  <br />
                  {address.address2}
                </>
              ) : null}
              <br />
              {[address.city, address.provinceCode].filter(Boolean).join(', ')} {address.zip}
              <br />
              {address.country}
              {address.phone ? (
                <>
                  <br />
                  {address.phone}
                </>
              ) : null}
            </>
          ) : null}
        </dd>
      </dl>
      {localeCode === 'en-US' ? <p data-testid="order-id">Order ID: {order.id}</p> : null}
      {page?.socialLinksCollection?.items.length ? (
        <ul aria-label="Follow Keel" className={styles.socials}>
          {page.socialLinksCollection.items.map((link) =>
            link?.url ? (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.alt ?? link.icon}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <h2>{page?.questionsTitle ?? 'Questions?'}</h2>
      <OrderCopy document={page?.questionsCopy?.json} />
      {survey ? <PostPurchaseSurvey {...survey} /> : null}
      <form aria-hidden="true" hidden data-testid="tracking-fields">
        {Object.entries(tracking).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} readOnly />
        ))}
      </form>
    </section>
  );
}

/** The CMS copy renders on the server; its renderer's code loads after the first paint (decision 0020). */
const OrderCopy = lazySection(() => import('~/components/RichText/RichText'), {name: 'RichText', early: true});
