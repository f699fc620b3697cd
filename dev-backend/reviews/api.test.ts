import {describe, expect, it} from 'vitest';
import {PRODUCTS} from '../seed/catalog';
import {handleReviews, overallScore, productReviews} from './api';

describe('review stand-in', () => {
  it.each(PRODUCTS.map((product) => product.handle))('gives %s complete reviews with real dates', (handle) => {
    const {reviews, score, numberOfReviews} = productReviews(handle);
    expect(numberOfReviews.total).toBeGreaterThan(0);
    expect(score.trustScore).toBeGreaterThanOrEqual(1);
    expect(score.trustScore).toBeLessThanOrEqual(5);
    for (const review of reviews) {
      expect(review.title).not.toBe('');
      expect(review.text).not.toBe('');
      expect(review.author).not.toBe('');
      expect(review.date).toMatch(/^2026-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
      expect(Number.isNaN(Date.parse(review.date))).toBe(false);
    }
  });

  it('is stable and answers unknown products with 404', () => {
    expect(productReviews('keel-pro-rower')).toEqual(productReviews('keel-pro-rower'));
    expect(overallScore().numberOfReviews.total).toBeGreaterThan(0);
    expect(handleReviews('/reviews/v1/products/no-such-thing', new URLSearchParams())?.status).toBe(404);
  });
});
