import {PRODUCTS} from '../seed/catalog';
import {send, type Handler} from '../http/handler';

/**
 * A stand-in for the review-aggregation service (rules:module-reviews, rules:content-modules: getOverallScore
 * gives score.trustScore and numberOfReviews.total). Reviews are generated
 * deterministically per product, so pages and tests see the same figures.
 */

const NAMES = [
  'Maya O.',
  'James R.',
  'Priya S.',
  'Tom H.',
  'Elena V.',
  'Marcus D.',
  'Aisha K.',
  'Ben L.',
  'Sofia G.',
  'Owen P.',
  'Hannah W.',
  'Luis M.',
];
const TITLES = [
  'Quiet enough for early mornings',
  'The classes keep me coming back',
  'Solid build, easy to fold away',
  'Worth every penny',
  'Delivery was quick and careful',
  'My knees thank me',
  'Great for the whole family',
  'Beautiful in the living room',
  'Screen is sharp and responsive',
  'Took a week to get used to, now love it',
];
const TEXTS = [
  'I row before work without waking anyone up. The magnetic resistance is smooth at every level.',
  'The coaches are encouraging without being loud, and the scenic rows make 30 minutes fly by.',
  'It feels like a piece of furniture, not gym equipment. Folding it upright takes seconds.',
  'I stopped my gym membership. Three months in and I row four times a week.',
  'The team called ahead, carried it in and set it up in twenty minutes.',
  'Low impact was the reason I chose rowing. No pain after a month of daily sessions.',
  'My partner and I both have profiles, and the teenagers compete on the leaderboard.',
  'The ash rail is gorgeous. Guests ask about it before they ask about the screen.',
  'Metrics update instantly and the heart rate zones are easy to follow.',
  'Form took some practice but the technique classes helped a lot.',
];

/** A small deterministic hash, so every product gets its own stable figures. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
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

export function productReviews(handle: string) {
  const seed = seedOf(handle);
  const total = 40 + (seed % 1400);
  const reviews: Review[] = Array.from({length: 24}, (_, index) => {
    const value = seedOf(`${handle}:${index}`);
    const stars = value % 10 < 7 ? 5 : value % 10 < 9 ? 4 : 3;
    const day = 1 + (value % 27);
    const month = 1 + ((value >>> 5) % 10);
    return {
      id: `${handle}-${index + 1}`,
      stars,
      title: TITLES[value % TITLES.length] ?? '',
      text: TEXTS[(value >>> 3) % TEXTS.length] ?? '',
      author: NAMES[(value >>> 7) % NAMES.length] ?? '',
      date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      verified: value % 5 !== 0,
    };
  });
  const average = reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length;
  return {
    score: {trustScore: Math.round(average * 10) / 10},
    numberOfReviews: {total},
    reviews,
  };
}

/** The shop's overall score: every product's reviews together. */
export function overallScore() {
  const all = PRODUCTS.map((product) => productReviews(product.handle));
  const total = all.reduce((sum, entry) => sum + entry.numberOfReviews.total, 0);
  const weighted = all.reduce((sum, entry) => sum + entry.score.trustScore * entry.numberOfReviews.total, 0) / total;
  return {score: {trustScore: Math.round(weighted * 10) / 10}, numberOfReviews: {total}};
}

export function handleReviews(pathname: string, params: URLSearchParams): {status: number; body: unknown} | null {
  if (pathname === '/reviews/v1/summary') return {status: 200, body: overallScore()};
  const match = /^\/reviews\/v1\/products\/([a-z0-9-]+)$/.exec(pathname);
  if (!match) return null;
  const handle = match[1] ?? '';
  if (!PRODUCTS.some((product) => product.handle === handle)) return {status: 404, body: {error: 'Unknown product'}};
  const data = productReviews(handle);
  const limit = Math.min(50, Math.max(0, Number(params.get('limit') ?? 10) || 10));
  const minStars = Number(params.get('stars') ?? 0) || 0;
  return {
    status: 200,
    body: {...data, reviews: data.reviews.filter((review) => review.stars >= minStars).slice(0, limit)},
  };
}

/** The reviews provider's handler (decision 0142): its widgets read it from the browser, hence the open CORS. */
export const reviewsHandler: Handler = (request) => {
  const url = new URL(request.url);
  const reviews = url.pathname.startsWith('/reviews/') ? handleReviews(url.pathname, url.searchParams) : null;
  return reviews && send(reviews.status, reviews.body, {'access-control-allow-origin': '*'});
};
