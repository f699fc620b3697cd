import {CacheCustom, type WithCache} from '@shopify/hydrogen';
import {z} from 'zod';
import {fetchWithDeadline} from '../upstream.server';

/** The review-aggregation service's answers (rules:content-modules getOverallScore: score.trustScore, numberOfReviews.total), checked as they arrive. */
const ReviewSummarySchema = z.object({
  score: z.object({trustScore: z.number().min(0).max(5)}),
  numberOfReviews: z.object({total: z.number().int().min(0)}),
});

const ReviewSchema = z.object({
  id: z.string(),
  stars: z.number().min(0).max(5),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  date: z.string(),
  verified: z.boolean(),
});

const ProductReviewsSchema = ReviewSummarySchema.extend({reviews: z.array(ReviewSchema)});

export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type ProductReviews = z.infer<typeof ProductReviewsSchema>;

/**
 * Fresh for a minute, then served stale for a day while it revalidates: a
 * review service that is down or slow leaves the pages that show its scores
 * as fast as before (stale-if-error, decision 0046).
 */
const REVIEWS_CACHE = CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 86_400});

export type ReviewsClient = ReturnType<typeof createReviewsClient>;

/**
 * The reviews client, in the request context on createWithCache (rules:habit-clients-in-context).
 * A failure resolves to null: reviews are never worth a broken page.
 */
export function createReviewsClient({baseUrl, withCache}: {baseUrl: string | undefined; withCache: WithCache}) {
  const get = async <T>(path: string, schema: z.ZodType<T>): Promise<T | null> => {
    if (!baseUrl) return null;
    try {
      const {status, data} = await withCache.run(
        {
          cacheKey: ['reviews', path],
          cacheStrategy: REVIEWS_CACHE,
          shouldCacheResult: (answer: {status: number}) => answer.status === 200,
        },
        async () => {
          const response = await fetchWithDeadline('reviews', `${baseUrl.replace(/\/$/, '')}${path}`, {
            headers: {Accept: 'application/json'},
          });
          return {status: response.status, data: response.ok ? ((await response.json()) as unknown) : null};
        },
      );
      if (status !== 200) {
        console.warn(`[reviews] ${path} answered ${status}`);
        return null;
      }
      // An answer that is not what the service documents is no answer: reviews are left out, never drawn wrong.
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        console.warn(
          `[reviews] ${path} answered an unexpected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`,
        );
        return null;
      }
      return parsed.data;
    } catch (error) {
      console.warn(`[reviews] ${path} failed`, error instanceof Error ? error.message : error);
      return null;
    }
  };
  return {
    /** rules:layout-constants: at most 10 reviews by default. */
    product: (handle: string, limit = 10) =>
      get(`/products/${encodeURIComponent(handle)}?limit=${limit}`, ProductReviewsSchema),
    /** rules:content-modules getOverallScore: the shop's overall score, score.trustScore and numberOfReviews.total. */
    getOverallScore: () => get('/summary', ReviewSummarySchema),
  };
}
