import {ROWER_HANDLES} from '../product/productPaths';
import type {ProductReviews, Review, ReviewSummary} from './reviews.server';

export interface ReviewsSection {
  score: number;
  total: number;
  reviews: Review[];
}

/**
 * rules:content-fields reviews section, rules:content-modules getOverallScore: the score and count shown
 * are the review service's own, as it answers them (`score.trustScore`,
 * `numberOfReviews.total`): a product's for a product's section, the
 * overall score for a site-wide one (never an average of our own making).
 * The latest reviews of the products listed, newest first, optionally of one
 * star rating, up to the section's limit. Null when the service gave nothing.
 */
/**
 * rules:content-modules: where a reviews section's figures come from. A product's section reads that
 * product's reviews and score; a site-wide one reads every rower's reviews and the
 * service's overall score (getOverallScore).
 */
export function reviewSources(productHandle: string | null | undefined): {
  handles: readonly string[];
  overallScore: boolean;
} {
  return productHandle ? {handles: [productHandle], overallScore: false} : {handles: ROWER_HANDLES, overallScore: true};
}

export function reviewsSection(options: {
  summary: ReviewSummary | null;
  products: ReadonlyArray<ProductReviews | null>;
  limit: number;
  rating: number | null;
}): ReviewsSection | null {
  const products = options.products.filter((entry): entry is ProductReviews => entry !== null);
  if (!options.summary) return null;
  const reviews = products
    .flatMap((entry) => entry.reviews)
    .sort((a, b) => b.date.localeCompare(a.date))
    .filter((review) => options.rating === null || review.stars === options.rating)
    .slice(0, options.limit);
  return {
    score: Math.round(options.summary.score.trustScore * 10) / 10,
    total: options.summary.numberOfReviews.total,
    reviews,
  };
}
