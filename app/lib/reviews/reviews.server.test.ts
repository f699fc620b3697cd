import type {WithCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createReviewsClient} from './reviews.server';

/** withCache.run that always runs the call. */
const noCache = {run: (_options: unknown, call: () => Promise<unknown>) => call()} as unknown as WithCache;

function answering(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}})),
  );
  return createReviewsClient({baseUrl: 'http://reviews.test/v1', withCache: noCache});
}

afterEach(() => vi.unstubAllGlobals());

const REVIEW = {
  id: 'r1',
  stars: 5,
  title: 'Calm',
  text: 'Quiet and smooth.',
  author: 'Ana',
  date: '2026-10-01',
  verified: true,
};

describe('the reviews client checks what the service answers (zod)', () => {
  it('passes a documented answer through', async () => {
    const client = answering({score: {trustScore: 4.6}, numberOfReviews: {total: 12}, reviews: [REVIEW]});
    expect(await client.product('keel-pro-rower')).toEqual({
      score: {trustScore: 4.6},
      numberOfReviews: {total: 12},
      reviews: [REVIEW],
    });
  });

  it('answers nothing, and says why in the log, for a shape the service does not document', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = answering({score: {trustScore: '4.6'}, numberOfReviews: {total: 12}});
    expect(await client.getOverallScore()).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      '[reviews] /summary answered an unexpected shape: score.trustScore',
    );
    const stars = answering({score: {trustScore: 4}, numberOfReviews: {total: 1}, reviews: [{...REVIEW, stars: 9}]});
    expect(await stars.product('keel-pro-rower')).toBeNull();
    warn.mockRestore();
  });
});
