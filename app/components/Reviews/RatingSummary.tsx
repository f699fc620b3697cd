import {memo, Suspense} from 'react';
import {Await} from 'react-router';
import {REVIEWS_OFFSET} from '~/lib/content/content';
import {scrollBehavior, stickyBarBottom} from '~/lib/scroll';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import * as styles from './ReviewsSection.css';
import {Stars} from './Stars';

/**
 * rules:content-fields: scroll to the reviews section with a 70px offset, or below the product's sticky
 * bar where that reaches further: the bar shows once the buy controls beside this link have gone, and the
 * section's heading would be under it (decision 0175).
 */
function scrollToReviews(event: React.MouseEvent<HTMLAnchorElement>) {
  if (!document.getElementById('reviews')) return;
  event.preventDefault();
  placeReviews();
  focusReviews();
  // The held modules between here and the reviews (decision 0105) are drawn as the scroll passes them,
  // each at its own height, and nothing holds the reviews in place while the page moves: they can end up
  // far from where the scroll was headed. At the scroll's end they are placed again (a few times, 5 s),
  // until the shopper scrolls or presses a key: a scroll of their own is never undone.
  let tries = 3;
  const stop = () => {
    window.removeEventListener('scrollend', again);
    for (const type of SHOPPER_MOVES) window.removeEventListener(type, stop);
  };
  const again = () => {
    if (tries > 0 && placeReviews()) tries -= 1;
    else stop();
  };
  window.addEventListener('scrollend', again);
  for (const type of SHOPPER_MOVES) window.addEventListener(type, stop, {passive: true});
  setTimeout(stop, 5000);
}

/** What a shopper does to scroll the page themselves. */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the reviews (the section, or its held wrapper, which carries the anchor until drawn) to their
 * offset below the top (`scrollToReviews`); false when they are there already or the page can scroll no
 * further.
 */
function placeReviews(): boolean {
  const target = document.getElementById('reviews');
  if (!target) return false;
  const top = Math.min(
    target.getBoundingClientRect().top + window.scrollY - Math.max(REVIEWS_OFFSET, stickyBarBottom()),
    document.documentElement.scrollHeight - window.innerHeight,
  );
  if (Math.abs(top - window.scrollY) < 1) return false;
  window.scrollTo({top, behavior: scrollBehavior()});
  return true;
}

/** The section takes focus: at once, or, while its list is held back (decision 0167), once it is drawn (within 5 s). */
function focusReviews(frames = 300) {
  const section = document.querySelector<HTMLElement>('section#reviews');
  if (section) section.focus({preventScroll: true});
  else if (frames > 0) requestAnimationFrame(() => focusReviews(frames - 1));
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
