import {useId} from 'react';
import {starFills} from '~/lib/content';
import * as styles from './Stars.css';

/**
 * spec 5: rating stars fill fractionally out of 5. Its own module, so the
 * PDP's rating line, the reviews section, the sticky bars and the content
 * modules share it without pulling each other's code.
 */
export function Stars({score, size = 16}: {score: number; size?: number}) {
  const id = useId();
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${score.toFixed(1)} out of 5`}>
      {starFills(score).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={`${id}-${index}`}>
              <stop offset={fill} className={styles.filled} />
              <stop offset={fill} className={styles.empty} />
            </linearGradient>
          </defs>
          <path fill={`url(#${id}-${index})`} d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8 4.7 17.7l1.2-5.9L1.4 7.7l6-.7z" />
        </svg>
      ))}
    </span>
  );
}
