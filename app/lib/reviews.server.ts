import {CacheCustom, type WithCache} from '@shopify/hydrogen';
import {fetchWithDeadline} from './upstream.server';

/** The review-aggregation service's answers (spec 7 getOverallScore: score.trustScore, numberOfReviews.total). */
export interface ReviewSummary {
  score: {trustScore: number};
  numberOfReviews: {total: number};
}

export interface Review {
  id: string;
  stars: number;
  title: string;
  text: string;
  author: string;
  date: string;
  verified: boolean;
}

export interface ProductReviews extends ReviewSummary {
  reviews: Review[];
}

/**
 * Fresh for a minute, then served stale for a day while it revalidates: a
 * review service that is down or slow leaves the pages that show its scores
 * as fast as before (stale-if-error, decision 0046).
 */
const REVIEWS_CACHE = CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 86_400});

export type ReviewsClient = ReturnType<typeof createReviewsClient>;

/**
 * The reviews client, in the request context on createWithCache (style 3).
 * A failure resolves to null: reviews are never worth a broken page.
 */
export function createReviewsClient({baseUrl, withCache}: {baseUrl: string | undefined; withCache: WithCache}) {
  const get = async <T>(path: string): Promise<T | null> => {
    if (!baseUrl) return null;
    try {
      const {status, data} = await withCache.run(
        {cacheKey: ['reviews', path], cacheStrategy: REVIEWS_CACHE, shouldCacheResult: (answer: {status: number}) => answer.status === 200},
        async () => {
          const response = await fetchWithDeadline('reviews', `${baseUrl.replace(/\/$/, '')}${path}`, {headers: {Accept: 'application/json'}});
          return {status: response.status, data: response.ok ? ((await response.json()) as T) : null};
        },
      );
      if (status !== 200) {
        console.warn(`[reviews] ${path} answered ${status}`);
        return null;
      }
      return data;
    } catch (error) {
      console.warn(`[reviews] ${path} failed`, error instanceof Error ? error.message : error);
      return null;
    }
  };
  return {
    /** spec 9: at most 10 reviews by default. */
    product: (handle: string, limit = 10) => get<ProductReviews>(`/products/${encodeURIComponent(handle)}?limit=${limit}`),
    /** spec 7 getOverallScore: the shop's overall score, score.trustScore and numberOfReviews.total. */
    getOverallScore: () => get<ReviewSummary>('/summary'),
  };
}
