import {inlineVars} from '~/styles/inlineVars';
import type {ProductBadge} from '~/lib/product/normalize';
import * as styles from './Badge.css';

/** Product badges (spec 2): a Promo badge shows a flame icon; Small or Large (spec 3). Colours come from the palette, text at AA. */
export function Badges({badges}: {badges: ProductBadge[]}) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.list}>
      {badges.map((badge) => (
        <li key={badge.text} className={styles.badge} style={inlineVars({[styles.background]: badge.background, [styles.color]: badge.color})} data-badge-type={badge.type} data-size={badge.size}>
          {badge.type === 'Promo' ? <FlameIcon /> : null}
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

function FlameIcon() {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true" focusable="false" data-testid="promo-flame">
      <path d="M6 0c.5 2.6 4 4.2 4 7.8A4 4 0 0 1 2 7.8C2 6 3 4.9 3.7 4.1c.1 1.3.8 2.1 1.5 2.3C5 4.6 5.3 2 6 0z" fill="currentColor" />
    </svg>
  );
}
