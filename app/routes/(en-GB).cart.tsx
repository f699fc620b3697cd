import {useEffect} from 'react';
import {CartLines} from '~/components/CartLines/CartLines';
import {CartSummary} from '~/components/CartPage/CartSummary';
import * as styles from '~/components/CartPage/CartPage.css';
import {CtaLink} from '~/components/Cta/CtaLink';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {useModals} from '~/components/Modal/ModalBridge';
import {CART_SETTINGS_QUERY} from '~/graphql/cms/cartContent';
import {safeCheckoutUrl} from '~/lib/cart/checkout';
import {normalizeCartWithContent} from '~/lib/cart/cartContent.server';
import {invalidCartMessage} from '~/lib/cart/normalizeCart';
import {cartSettings} from '~/lib/cart/settings';
import {cartSummaryFigures} from '~/lib/cart/summary';
import {cartSliderFallback} from '~/lib/product/recommendations.server';
import {imageSrcSet, imageUrl} from '~/lib/images';
import {lazySection} from '~/lib/lazy/lazySection';
import {formatMoney} from '~/lib/money';
import {useLocale} from '~/lib/useLocale';
import {cartView} from '~/lib/tracking/views';
import {button} from '~/styles/button';
import type {Route} from './+types/(en-GB).cart';

/** The cart's own lazy countdown: a shared wrapper chunk would cost the cart's first load its import. */
const Countdown = lazySection(() => import('~/components/Countdown/Countdown'), {name: 'Countdown'});

export const meta: Route.MetaFunction = ({data}) => [
  {title: `${data?.settings.title ?? 'Your cart'} | Keel`},
  {name: 'robots', content: 'noindex'},
];

/**
 * The page shows the cart as it is now: its loader runs again whenever React Router asks, after a
 * cart change too (which names no default revalidation, `submitCartAction`).
 */
export const shouldRevalidate = () => true;

/** rules:cart-mini-cart: the full cart page at /cart. */
export async function loader({context}: Route.LoaderArgs) {
  const {cart, locale} = context;
  // A cart from the other site arrives moved to this one's market (cartFollowsLocale).
  const [raw, cms] = await Promise.all([cart.get(), context.cms.query(CART_SETTINGS_QUERY)]);
  const normalized = await normalizeCartWithContent(raw, {cms: context.cms, reporter: context.errors});
  const fromCms = cartSettings(cms, locale);
  // rules:cart-recommendations-fallback: where the CMS names no products, the slider shows Shopify's recommendations for the cart.
  const settings = fromCms.productSlider?.items.length
    ? fromCms
    : {
        ...fromCms,
        productSlider: await cartSliderFallback(
          context.storefront,
          normalized,
          fromCms.productSlider?.title ?? 'Add to your order',
        ),
      };
  return {
    cart: normalized,
    // The summary's sums are made here, so the page's first load carries no summing code.
    figures: normalized ? cartSummaryFigures(normalized, locale) : null,
    settings,
    invalid: normalized ? invalidCartMessage(normalized, settings.validation) : null,
    checkoutUrl: safeCheckoutUrl(normalized?.checkoutURL, context.env.PUBLIC_CHECKOUT_DOMAIN),
    // rules:cart-states: view_cart once per visit of the page, read by the tracker (docs/decisions/0054).
    trackView: normalized ? JSON.stringify(cartView(normalized)) : undefined,
    // The countdown's first render uses the server's clock, so both renders agree.
    now: Date.now(),
  };
}

export default function CartPage({loaderData}: Route.ComponentProps) {
  const {cart, figures, settings, invalid, checkoutUrl, now, trackView} = loaderData;
  const {open} = useModals();
  const locale = useLocale();
  const invalidKey = invalid ? `${invalid.title}|${invalid.text}` : '';
  useEffect(() => {
    // rules:cart-rules: more than one rower opens a cart modal with the CMS errorTitle and errorText.
    if (invalid) open('CART', {props: {mode: 'invalid', title: invalid.title, text: invalid.text}});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invalidKey]);

  const empty = !cart || !figures || cart.items.allLineItems.length === 0;
  return (
    <section aria-labelledby="cart-title" className={styles.page}>
      <div hidden data-track-view={trackView} />
      <h1 id="cart-title" className={styles.title}>
        {settings.title}
      </h1>
      {empty ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <CtaLink cta={settings.ctas.secondary} className={button({variant: 'PRIMARY'})} />
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.lines}>
            {settings.urgencyMessages.map((message) => (
              <p key={message} className={styles.muted}>
                {message}
              </p>
            ))}
            <CartLines cart={cart} source="cart" />
          </div>
          <CartSummary cart={cart} figures={figures} settings={settings} checkoutUrl={invalid ? null : checkoutUrl} />
        </div>
      )}
      {settings.countdown ? (
        <div>
          <Countdown endDate={settings.countdown.endDate} now={now} title={settings.countdown.title} />
        </div>
      ) : null}
      {settings.valueProps?.items.length ? (
        <section aria-label={settings.valueProps.title ?? 'Why Keel'}>
          <ul className={styles.valueProps}>
            {settings.valueProps.items.map((item) => (
              <li key={item.title}>
                <p className={styles.valuePropTitle}>{item.title}</p>
                {item.description ? <p className={styles.muted}>{item.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {settings.productSlider?.items.length ? (
        <section aria-labelledby="cart-slider-title" className={styles.slider}>
          <h2 id="cart-slider-title" className={styles.sliderTitle}>
            {settings.productSlider.title ?? 'You might also like'}
          </h2>
          {/* Its links take focus, so a keyboard scrolls it too. */}
          <ul className={styles.sliderTrack} data-testid="cart-slider">
            {settings.productSlider.items.map((item) => (
              <li key={item.key} className={styles.sliderItem}>
                {item.image ? (
                  // 12rem wide (sliderItem): its size and twice it, so a screen at 1x is not sent 400.
                  <img
                    className={styles.sliderImage}
                    src={imageUrl(item.image.url, {width: 400, format: 'webp'})}
                    srcSet={imageSrcSet(item.image.url, [200, 400], item.image.width)}
                    sizes="192px"
                    alt=""
                    width={192}
                    height={144}
                    loading="lazy"
                  />
                ) : null}
                <LocaleLink to={item.path} className={styles.sliderLink}>
                  {item.title}
                </LocaleLink>
                {item.price != null ? (
                  <p className={styles.muted}>
                    {formatMoney(item.price, {code: locale.code, currency: locale.currency})}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
