import {CacheShort, type WithCache} from '@shopify/hydrogen';

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

export type ReviewsClient = ReturnType<typeof createReviewsClient>;

/**
 * The reviews client, in the request context on createWithCache (style 3).
 * A failure resolves to null: reviews are never worth a broken page.
 */
export function createReviewsClient({baseUrl, withCache}: {baseUrl: string | undefined; withCache: WithCache}) {
  const get = async <T>(path: string): Promise<T | null> => {
    if (!baseUrl) return null;
    try {
      const {data, response} = await withCache.fetch<T>(`${baseUrl.replace(/\/$/, '')}${path}`, {headers: {Accept: 'application/json'}}, {
        cacheKey: ['reviews', path],
        cacheStrategy: CacheShort(),
        shouldCacheResponse: (_, res) => res.ok,
      });
      if (!response.ok) {
        console.warn(`[reviews] ${path} answered ${response.status}`);
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
