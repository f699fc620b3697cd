import {isShownInLocale} from '~/lib/content/content';
import {formatMoney} from '~/lib/money';
import {financingAvailable, monthlyPrice} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';
import * as styles from './shared.css';

/**
 * A CMS price (per locale): rules:content-fields shows the full price struck through when
 * the total is lower (unless `hideStrikethrough`, the product sticky's CMS
 * flag), and in en-US the monthly price first ('/mo', 'or').
 */
export function ProductPrice({
  full,
  discounted,
  hideStrikethrough = false,
}: {
  full: number | null | undefined;
  discounted?: number | null;
  hideStrikethrough?: boolean;
}) {
  const locale = useLocale();
  if (full == null) return null;
  const total = discounted != null && discounted < full ? discounted : full;
  return (
    <p className={styles.price}>
      {financingAvailable(locale) ? (
        <>
          <span>{formatMoney(monthlyPrice(total), locale)}/mo</span> or{' '}
        </>
      ) : null}
      {total < full && !hideStrikethrough ? (
        <>
          <s>{formatMoney(full, locale)}</s>{' '}
        </>
      ) : null}
      <span>{formatMoney(total, locale)}</span>
    </p>
  );
}

/** Product badges as text pills (the palette colours of badges stay on the server). */
export function BadgeList({
  badges,
}: {
  badges: ReadonlyArray<{text: string | null; type: string | null; region?: string | null} | null> | null | undefined;
}) {
  const locale = useLocale();
  // rules:content-fields: a region-limited badge shows only in its locale.
  const shown = (badges ?? []).filter((badge) => badge?.text && isShownInLocale(badge.region, locale.code));
  if (!shown.length) return null;
  return (
    <ul className={styles.badges}>
      {shown.map((badge) =>
        badge ? (
          <li key={badge.text} className={styles.badge} data-badge-type={badge.type}>
            {badge.text}
          </li>
        ) : null,
      )}
    </ul>
  );
}
