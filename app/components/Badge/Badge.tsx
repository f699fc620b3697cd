import {Icon} from '~/components/Icon/Icon';
import {inlineVars} from '~/styles/inlineVars';
import type {ProductBadge} from '~/lib/product/normalizeProduct';
import * as styles from './Badge.css';

/** Product badges (rules:product-states): a Promo badge shows a flame icon; Small or Large (rules:product-fields). Colours come from the palette, text at AA. */
export function Badges({badges}: {badges: ProductBadge[]}) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.list}>
      {badges.map((badge) => (
        <li
          key={badge.text}
          className={styles.badge}
          style={inlineVars({[styles.background]: badge.background, [styles.color]: badge.color})}
          data-badge-type={badge.type}
          data-size={badge.size}
        >
          {badge.type === 'Promo' ? <Icon name="flame" width={12} height={14} data-testid="promo-flame" /> : null}
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
