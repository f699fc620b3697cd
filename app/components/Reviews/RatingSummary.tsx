import {memo, Suspense, useId} from 'react';
import {Await} from 'react-router';
import {REVIEWS_OFFSET, starFills} from '~/lib/content';
import type {ProductReviews} from '~/lib/reviews.server';
import * as styles from './Reviews.css';

/** spec 5: stars fill fractionally out of 5. */
export function Stars({score, size = 16}: {score: number; size?: number}) {
  const id = useId();
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${score.toFixed(1)} out of 5`}>
      {starFills(score).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={`${id}-${index}`}>
              <stop offset={fill} stopColor="#9A4433" />
              <stop offset={fill} stopColor="#D8CFC4" />
            </linearGradient>
          </defs>
          <path fill={`url(#${id}-${index})`} d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8 4.7 17.7l1.2-5.9L1.4 7.7l6-.7z" />
        </svg>
      ))}
    </span>
  );
}

/** spec 2: scroll to the reviews section with a 70px offset. */
function scrollToReviews(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('reviews');
  if (!target) return;
  event.preventDefault();
  window.scrollTo({top: target.getBoundingClientRect().top + window.scrollY - REVIEWS_OFFSET, behavior: 'smooth'});
  target.focus({preventScroll: true});
}

/**
 * The rating line of the sidebar: stars, score and a '{n} Reviews' link, streamed (it
 * never blocks the first paint). Behind memo, so a parent re-render cannot reach the
 * boundary while it is still hydrating (React error 421).
 */
export const RatingSummary = memo(function RatingSummary({reviews}: {reviews: Promise<ProductReviews | null>}) {
  return (
    <Suspense fallback={<div className={styles.summary} aria-hidden="true" />}>
      <Await resolve={reviews} errorElement={null}>
        {(data) =>
          data ? (
            <div className={styles.summary} data-testid="rating-summary">
              <Stars score={data.score.trustScore} />
              <span>{data.score.trustScore.toFixed(1)}</span>
              <a href="#reviews" className={styles.link} onClick={scrollToReviews}>
                {data.numberOfReviews.total} Reviews
              </a>
            </div>
          ) : (
            <div className={styles.summary} />
          )
        }
      </Await>
    </Suspense>
  );
});

