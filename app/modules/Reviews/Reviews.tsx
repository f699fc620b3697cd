import {Link, useLocation} from 'react-router';
import {Stars} from '~/components/Reviews/Stars';
import {ratingFilter} from '~/lib/content/pageModules';
import {CmsImage} from '../shared/CmsImage';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleExtras, ModuleProps, ModuleReviews} from '../types';
import * as styles from './Reviews.css';

/**
 * rules:content-fields reviews section: the review service's score and count, featured
 * reviews from the CMS, individual reviews (rules:layout-constants: 10 by default) and an
 * optional ratings filter. The filter is a set of links (?rating=n) the
 * server answers, so it needs no JavaScript.
 */
export function Reviews({module, anchor, extras, theme}: ModuleProps<ModuleReviews> & {extras: ModuleExtras}) {
  const titleId = `${anchor}-title`;
  const {search} = useLocation();
  const current = ratingFilter(new URLSearchParams(search).get('rating'));
  const summary = extras.reviews;
  const featured = (module.featuredReviewsCollection?.items ?? []).filter(Boolean);
  const filterHref = (rating: number | null) => {
    const params = new URLSearchParams(search);
    if (rating === null) params.delete('rating');
    else params.set('rating', String(rating));
    const query = params.toString();
    return `${query ? `?${query}` : '?'}#${anchor}`;
  };
  return (
    <Section anchor={anchor} titleId={titleId} theme={theme} testId="reviews">
      <ModuleHeader id={titleId} title={module.title} />
      {summary ? (
        <div className={styles.summary}>
          <span className={styles.score}>{summary.score.toFixed(1)}</span>
          <Stars score={summary.score} size={20} />
          <span>{summary.total.toLocaleString('en-US')} reviews</span>
        </div>
      ) : null}
      {featured.length ? (
        <ul className={styles.list} aria-label="Featured reviews">
          {featured.map((review) =>
            review ? (
              <li key={review.sys.id} className={styles.review}>
                {/* rules:content-fields featured review heroImage: decoration beside the words. */}
                <CmsImage
                  asset={review.heroImage}
                  width={480}
                  sizes="(width <= 768px) 100vw, 33vw"
                  alt=""
                  className={styles.reviewImage}
                />
                <Stars score={review.starRating ?? 5} />
                <p className={styles.reviewTitle}>{review.description}</p>
                <p>{review.reviewText}</p>
                <p className={styles.byline}>{review.reviewerName}</p>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {module.displayIndividualReviews !== false && summary ? (
        <>
          <h3 className={styles.subheading}>Latest reviews</h3>
          {module.displayRatingsFilter ? (
            <nav aria-label="Filter reviews by rating">
              <ul className={styles.filters}>
                {[null, 5, 4, 3, 2, 1].map((rating) => (
                  <li key={rating ?? 'all'}>
                    <Link
                      className={styles.filter}
                      to={filterHref(rating)}
                      preventScrollReset
                      replace
                      aria-current={current === rating ? 'true' : undefined}
                    >
                      {rating === null ? 'All ratings' : `${rating} ${rating === 1 ? 'star' : 'stars'}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {summary.reviews.length ? (
            <ul className={styles.list} data-testid="review-list">
              {summary.reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <Stars score={review.stars} />
                  <p className={styles.reviewTitle}>{review.title}</p>
                  <p>{review.text}</p>
                  <p className={styles.byline}>
                    {review.author}, {review.date}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>No reviews with that rating yet.</p>
          )}
        </>
      ) : null}
    </Section>
  );
}
