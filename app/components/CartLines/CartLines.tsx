import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {warrantyDetailRows, type CartBundle, type NativeBundle, type NormalizedCart, type NormalizedLineItem} from '~/lib/cart/normalize';
import {submitCartAction, type CartAnswer} from '~/lib/cart/cartClient';
import type {CartActionRequest} from '~/lib/cart/actions';
import {imageUrl} from '~/lib/images';
import {formatMoney} from '~/lib/money';
import {cartLinePath} from '~/lib/productPaths';
import {canDecrement, canIncrement} from '~/lib/quantity';
import {useLocale} from '~/lib/useLocale';
import {trackCartAnswer} from '~/lib/tracking/queue';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './CartLines.css';

export type CartSource = 'cart' | 'original' | 'full' | 'slim';

/**
 * The cart's ordered entries (spec 3): individual lines, configurator
 * bundles and native bundles, with the quantity rules of spec 5 and every
 * change posted to the one cart action route.
 */
export function CartLines({cart, source}: {cart: NormalizedCart; source: CartSource}) {
  const fetcher = useFetcher<CartAnswer>();
  const locale = useLocale();
  // spec 4: where a change happened: an increment in the mini cart, or 'Cart' for a decrement or removal.
  const changeLocation = useRef('Cart');
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    trackCartAnswer(fetcher.data, changeLocation.current);
  }, [fetcher.state, fetcher.data]);
  const money = (amount: number) => formatMoney(amount, {code: locale.code, currency: cart.cost.currencyCode});
  const busy = fetcher.state !== 'idle';
  const send = (body: CartActionRequest, location = 'Cart') => {
    changeLocation.current = location;
    void submitCartAction(fetcher, body, locale);
  };
  const setQuantity = (line: NormalizedLineItem, quantity: number) =>
    send({action: 'LinesUpdate', source, lines: [{id: line.id.lineItem, quantity}]}, quantity > line.quantity ? `mini cart (${source === 'cart' ? 'full' : source})` : 'Cart');

  // spec 3: a warranty line names its Term, Reference, Product, Contract and Label (the currency symbol + Price Range).
  const warrantyDetails = (line: NormalizedLineItem) => {
    const rows = warrantyDetailRows(line, locale.currencySymbol);
    return rows.length ? (
      <dl className={styles.details} aria-label={`${line.title} details`} data-testid="warranty-details">
        {rows.map((row) => (
          <div key={row.label} className={styles.detail}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    ) : null;
  };

  const lineRow = (line: NormalizedLineItem, inBundle = false) => (
    <li key={line.id.lineItem} className={styles.line} data-testid="cart-line">
      {/* The store's variant image (it shows the chosen colour); the CMS image where the store has none. */}
      {(line.image?.url ?? line.productCMS?.image?.url) ? (
        <img className={styles.thumb} src={imageUrl((line.image?.url ?? line.productCMS?.image?.url) as string, {width: 160, format: 'webp'})} alt="" width={80} height={60} loading="lazy" />
      ) : (
        <span />
      )}
      <div className={styles.info}>
        <LocaleLink to={cartLinePath(line.path)} className={styles.title}>
          {line.title}
        </LocaleLink>
        {line.variantTitle ? <div className={styles.muted}>{line.variantTitle}</div> : null}
        {line.productCMS?.badges.length ? (
          <ul className={styles.lineBadges} aria-label={`${line.title}: offers`}>
            {line.productCMS.badges.map((badge) => (
              <li key={badge.text} className={styles.lineBadge} data-type={badge.type}>
                {badge.text}
              </li>
            ))}
          </ul>
        ) : null}
        {/* spec 3 description: the product's CMS teaser, on the cart page (the mini cart stays compact). */}
        {source === 'cart' && line.description ? <p className={styles.lineDescription}>{line.description}</p> : null}
        {warrantyDetails(line)}
      </div>
      <div className={styles.price}>
        {line.cost.total < line.cost.full ? <span className={styles.struck}>{money(line.cost.full)}</span> : null}
        {money(line.cost.total)}
      </div>
      {inBundle ? null : (
        <div className={styles.controls}>
          <button type="button" className={styles.step} aria-label={`Decrease quantity of ${line.title}`} disabled={busy || !canDecrement(line.quantity)} onClick={() => setQuantity(line, line.quantity - 1)}>
            −
          </button>
          <span aria-label={`Quantity of ${line.title}`} data-testid="cart-line-quantity" className={styles.quantity}>
            {line.quantity}
          </span>
          <button type="button" className={styles.step} aria-label={`Increase quantity of ${line.title}`} disabled={busy || !canIncrement(line.quantity)} onClick={() => setQuantity(line, line.quantity + 1)}>
            +
          </button>
          <button type="button" className={styles.remove} disabled={busy} onClick={() => send({action: 'LinesRemove', lineIds: [line.id.lineItem]})}>
            Remove <span className={visuallyHidden}>{line.title}</span>
          </button>
        </div>
      )}
    </li>
  );

  const bundleRow = (bundle: CartBundle) => (
    <li key={bundle.configuratorId} className={styles.bundle} data-testid="cart-bundle">
      <div className={styles.bundleHead}>
        <span className={styles.bundleTitle}>{bundle.title}</span>
        <span className={styles.price}>
          {bundle.cost.discount > 0 ? <span className={styles.struck}>{money(bundle.cost.full)}</span> : null}
          {money(bundle.cost.total)}
        </span>
      </div>
      <ul className={styles.list}>{bundle.items.map((item) => lineRow(item, true))}</ul>
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        onClick={() => send({action: 'LinesRemove', lineIds: bundle.items.map((item) => item.id.lineItem)})}
      >
        Remove {bundle.title}
      </button>
    </li>
  );

  const nativeRow = (bundle: NativeBundle) => (
    <li key={bundle.lineItemId} className={styles.bundle} data-testid="cart-native-bundle">
      <div className={styles.bundleHead}>
        <span className={styles.bundleTitle}>
          {bundle.title} × {bundle.quantity}
        </span>
        <span className={styles.price}>{money(bundle.cost.total)}</span>
      </div>
      <ul className={styles.list}>
        {bundle.items.map((item) => (
          <li key={item.title} className={styles.muted}>
            {item.title} × {item.quantity}
            {item.cost.savings > 0 ? ` (you save ${money(item.cost.savings)})` : ''}
          </li>
        ))}
      </ul>
    </li>
  );

  return (
    <>
      <ul className={styles.list} aria-label="Items in your cart">
        {cart.items.orderedLineItems.map((entry) =>
          entry.type === 'BUNDLE' ? bundleRow(entry.item) : entry.type === 'NATIVE_BUNDLE' ? nativeRow(entry.item) : lineRow(entry.item),
        )}
      </ul>
      {fetcher.data?.errors?.length ? (
        <p role="alert" className={styles.error}>
          {fetcher.data.errors[0]}
        </p>
      ) : null}
    </>
  );
}
