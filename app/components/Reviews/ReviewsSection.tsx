import {Suspense} from 'react';
import {Await} from 'react-router';
import type {ProductReviews} from '~/lib/reviews/reviews.server';
import {formatReviewDate} from '~/lib/reviews/reviewDate';
import {useLocale} from '~/lib/useLocale';
import {Stars} from './Stars';
import * as styles from './ReviewsSection.css';

/** The reviews section (rules:content-fields: review limit 10 by default). */
export default function ReviewsSection({
  reviews,
  title = 'What rowers say',
}: {
  reviews: Promise<ProductReviews | null>;
  title?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={reviews} errorElement={null}>
        {(data) => (data && data.reviews.length > 0 ? <ReviewsList data={data} title={title} /> : null)}
      </Await>
    </Suspense>
  );
}

/** The section itself, with its list. */
export function ReviewsList({data, title}: {data: ProductReviews; title: string}) {
  const locale = useLocale();
  return (
    <section id="reviews" tabIndex={-1} className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.summary}>
        <Stars score={data.score.trustScore} size={20} /> {data.score.trustScore.toFixed(1)} out of 5, from{' '}
        {data.numberOfReviews.total} reviews
      </p>
      <ul className={styles.list}>
        {data.reviews.slice(0, 10).map((review) => (
          <li key={review.id} className={styles.review}>
            <Stars score={review.stars} />
            <p className={styles.reviewTitle}>{review.title}</p>
            <p>{review.text}</p>
            <p className={styles.meta}>
              {[review.author, review.verified ? 'verified buyer' : ''].filter(Boolean).join(', ')}
              {review.author || review.verified ? ' · ' : ''}
              <time dateTime={review.date}>{formatReviewDate(review.date, locale.code)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
