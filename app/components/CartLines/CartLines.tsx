import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {
  warrantyDetailRows,
  type CartBundle,
  type NativeBundle,
  type NormalizedCart,
  type NormalizedLineItem,
} from '~/lib/cart/normalizeCart';
import {imageUrl} from '~/lib/images';
import {formatMoney} from '~/lib/money';
import {cartLinePath} from '~/lib/product/productPaths';
import {canDecrement, canIncrement} from '~/lib/cart/quantity';
import {useLocale} from '~/lib/useLocale';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './CartLines.css';
import {useLineQuantities} from './useLineQuantities';

export type CartSource = 'cart' | 'original' | 'full' | 'slim';

/**
 * The cart's ordered entries (rules:cart-fields): individual lines, configurator
 * bundles and native bundles, with the quantity rules of rules:cart-rules. Quantities
 * and removals show at once and reach the server in order (decision 0081).
 */
export function CartLines({cart, source}: {cart: NormalizedCart; source: CartSource}) {
  const locale = useLocale();
  const {errors, message, quantityOf, pending, setQuantity} = useLineQuantities(cart, source);
  const money = (amount: number) => formatMoney(amount, {code: locale.code, currency: cart.cost.currencyCode});

  // rules:cart-fields: a warranty line names its Term, Reference, Product, Contract and Label (the currency symbol + Price Range).
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

  const lineRow = (line: NormalizedLineItem, inBundle = false, quantity = quantityOf(line.id.lineItem)) => (
    <li key={line.id.lineItem} className={styles.line} data-testid="cart-line" aria-busy={pending(line.id.lineItem)}>
      {/* The store's variant image (it shows the chosen colour); the CMS image where the store has none. */}
      {(line.image?.url ?? line.productCMS?.image?.url) ? (
        <img
          className={styles.thumb}
          src={imageUrl((line.image?.url ?? line.productCMS?.image?.url) as string, {width: 160, format: 'webp'})}
          alt=""
          width={80}
          height={60}
          loading="lazy"
        />
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
        {/* rules:cart-fields description: the product's CMS teaser, on the cart page (the mini cart stays compact). */}
        {source === 'cart' && line.description ? <p className={styles.lineDescription}>{line.description}</p> : null}
        {warrantyDetails(line)}
      </div>
      <div className={styles.price}>
        {line.cost.total < line.cost.full ? <span className={styles.struck}>{money(line.cost.full)}</span> : null}
        {money(line.cost.total)}
      </div>
      {inBundle ? null : (
        <div className={styles.controls}>
          {/* rules:cart-rules: the bounds disable a button; a change in flight does not. */}
          <button
            type="button"
            className={styles.step}
            aria-label={`Decrease quantity of ${line.title}`}
            disabled={!canDecrement(quantity)}
            onClick={() => setQuantity([line.id.lineItem], quantity - 1)}
          >
            −
          </button>
          <span aria-label={`Quantity of ${line.title}`} data-testid="cart-line-quantity" className={styles.quantity}>
            {quantity}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={`Increase quantity of ${line.title}`}
            disabled={!canIncrement(quantity)}
            onClick={() => setQuantity([line.id.lineItem], quantity + 1)}
          >
            +
          </button>
          <button type="button" className={styles.remove} onClick={() => setQuantity([line.id.lineItem], 0)}>
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
        onClick={() =>
          setQuantity(
            bundle.items.map((item) => item.id.lineItem),
            0,
          )
        }
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
          entry.type === 'BUNDLE'
            ? bundleRow(entry.item)
            : entry.type === 'NATIVE_BUNDLE'
              ? nativeRow(entry.item)
              : lineRow(entry.item),
        )}
      </ul>
      {errors?.length ? (
        <p role="alert" className={styles.error}>
          {errors[0]}
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {message}
      </p>
    </>
  );
}
