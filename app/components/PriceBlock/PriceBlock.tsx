import {Fragment, useState} from 'react';
import {PayLater} from '~/components/PayLater/PayLater';
import type {PayLaterPlacementKey} from '~/lib/payLater/payLater';
import {priceDisplay, savingLabel} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';
import {visuallyHidden} from '~/styles/global.css';
import {usePriceMode} from './priceMode';
import * as styles from './PriceBlock.css';

export interface PriceFigures {
  full: number;
  total: number;
  monthly?: number;
  monthlyDiscounted?: number;
}

/** A price as rules:pricing-rules displays it; the rules live in lib/product/pricing, this only lays them out. */
export function PriceBlock({
  figures,
  size = 'LARGE',
  showSaving = false,
  payLater,
  financing = true,
}: {
  figures: PriceFigures;
  size?: 'SMALL' | 'LARGE';
  showSaving?: boolean;
  /** rules:pricing-pay-later: the pay-later placement under this price (product and listing prices), en-US only. */
  payLater?: PayLaterPlacementKey | null;
  /** false: the price in full whatever the mode, for a product without financing (decision 0083). */
  financing?: boolean;
}) {
  const locale = useLocale();
  const {mode} = usePriceMode();
  const parts = priceDisplay(figures, {locale, mode: financing ? mode : 'FULL_PRICE'});
  const savings = figures.full - figures.total;
  return (
    <div>
      <p className={`${styles.price} ${size === 'LARGE' ? styles.large : ''}`} data-testid="product-price">
        {parts.map((part, index) => (
          // A space between the parts, so the accessible text reads '$52/mo or $2,495' (the flex gap spaces them visually).
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <PricePart part={part} />
          </Fragment>
        ))}
      </p>
      {showSaving && savings > 0 ? <p className={styles.saving}>{savingLabel(savings, locale)}</p> : null}
      {payLater ? <PayLater placement={payLater} amount={figures.total} /> : null}
    </div>
  );
}

/**
 * Whether `value` has changed since the component mounted: the first paint
 * (and hydration) shows the value still; every later change animates.
 */
function useChangedSinceMount(value: string): boolean {
  const [first] = useState(value);
  const [changed, setChanged] = useState(false);
  if (!changed && value !== first) setChanged(true);
  return changed;
}

function PricePart({part}: {part: ReturnType<typeof priceDisplay>[number]}) {
  const changed = useChangedSinceMount(part.text);
  if (part.kind === 'struck') {
    return (
      <s className={styles.struck}>
        <span className={visuallyHidden}>Was </span>
        {part.text}
      </s>
    );
  }
  if (part.kind === 'or') return <span className={styles.or}>or</span>;
  if (part.kind === 'free') return <span className={styles.free}>Free</span>;
  return (
    // Keyed by the text, so each new value mounts afresh and plays the animation again.
    <span
      key={part.text}
      className={`${styles.current} ${changed ? styles.changed : ''}`}
      data-price-kind={part.kind}
      data-value-changed={changed || undefined}
    >
      {part.text}
    </span>
  );
}
