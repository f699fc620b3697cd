import {iconHref} from '~/components/Icon/Icon';
import {starFills} from '~/lib/content/content';
import * as styles from './Stars.css';

/** A star's drawing spans x 1.4 to 18.6 of its 20 units: a fraction fills that much of it, as a gradient on the star did. */
const DRAWN_FROM = 1.4 / 20;
const DRAWN_WIDTH = 17.2 / 20;

/**
 * Where the two layers meet, in px: the filled stars reach `filled` (the full ones, then the
 * partial one's fraction); the empty ones start at `empty`, the partial star's left edge, so it
 * has its empty colour under its filled part, as a gradient drew it, and no other star is drawn twice.
 */
function layers(score: number, size: number): {filled: number; empty: number} {
  const fills = starFills(score);
  const partial = fills.findIndex((fill) => fill < 1);
  if (partial === -1) return {filled: 5 * size + 8, empty: 5 * size + 8};
  const fill = fills[partial] ?? 0;
  const into = fill > 0 ? (DRAWN_FROM + DRAWN_WIDTH * fill) * size : 0;
  return {filled: Math.round((partial * (size + 2) + into) * 100) / 100, empty: partial * (size + 2)};
}

/**
 * rules:content-fields: rating stars fill fractionally out of 5. One SVG per rating: the
 * sprite's row of five stars (decision 0104) twice, each in a nested SVG
 * that clips it: empty from the partial star on, filled up to the score. Its own module, so
 * the PDP's rating line, the reviews section, the sticky bars and the content
 * modules share it without pulling each other's code.
 */
export function Stars({score, size = 16}: {score: number; size?: 16 | 20}) {
  const width = 5 * size + 8;
  const row = iconHref(`stars-${size}`);
  const {filled, empty} = layers(score, size);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${score.toFixed(1)} out of 5`}>
      {/* A viewBox, so a narrow line that shrinks the rating scales both layers alike. */}
      <svg width={width} height={size} viewBox={`0 0 ${width} ${size}`} aria-hidden="true" focusable="false">
        <svg x={empty} width={width - empty} height={size}>
          <use href={row} x={-empty} width={width} height={size} className={styles.empty} />
        </svg>
        <svg width={filled} height={size}>
          <use href={row} width={width} height={size} className={styles.filled} />
        </svg>
      </svg>
    </span>
  );
}
