import {describe, expect, it} from 'vitest';
import type {ProductReviews, Review} from './reviews.server';
import {reviewSources, reviewsSection} from './reviewsSection';

const review = (id: string, stars: number, date: string): Review => ({
  id,
  stars,
  title: id,
  text: '',
  author: 'A.',
  date,
  verified: true,
});
const product = (trustScore: number, total: number, reviews: Review[]): ProductReviews => ({
  score: {trustScore},
  numberOfReviews: {total},
  reviews,
});

describe('reviews section (rules:content-fields, rules:content-modules getOverallScore)', () => {
  const pro = product(4.6, 900, [review('p1', 5, '2026-03-01'), review('p2', 4, '2026-05-01')]);
  const wave = product(4.2, 100, [review('w1', 3, '2026-04-01')]);

  it("shows the service's overall score and count as given, not an average of the products", () => {
    const section = reviewsSection({
      summary: {score: {trustScore: 4.87}, numberOfReviews: {total: 5210}},
      products: [pro, wave],
      limit: 10,
      rating: null,
    });
    expect(section?.score).toBe(4.9);
    expect(section?.total).toBe(5210);
    expect(section?.reviews.map((entry) => entry.id)).toEqual(['p2', 'w1', 'p1']);
  });

  it('filters by rating and keeps to the limit', () => {
    expect(
      reviewsSection({summary: pro, products: [pro, wave], limit: 1, rating: null})?.reviews.map((entry) => entry.id),
    ).toEqual(['p2']);
    expect(
      reviewsSection({summary: pro, products: [pro, wave], limit: 10, rating: 5})?.reviews.map((entry) => entry.id),
    ).toEqual(['p1']);
  });

  it('is null when the service gave no score', () => {
    expect(reviewsSection({summary: null, products: [pro], limit: 10, rating: null})).toBeNull();
  });
});

describe('reviewSources (rules:content-modules)', () => {
  it('reads one product for its own section, and every rower plus the overall score for a site-wide one', () => {
    expect(reviewSources('rower-mat')).toEqual({handles: ['rower-mat'], overallScore: false});
    expect(reviewSources(null)).toEqual({
      handles: ['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower'],
      overallScore: true,
    });
  });
});
