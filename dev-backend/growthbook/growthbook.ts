/**
 * A stand-in for the experimentation provider, GrowthBook (decision 0055).
 * `GET /growthbook/api/features/{clientKey}` answers the SDK payload exactly
 * as GrowthBook's API does (features with experiment rules: key, seed,
 * hashAttribute, hashVersion, coverage, variations, weights, meta, phase), so
 * the worker's GrowthBook SDK assigns as it would in production. Exposures
 * the worker forwards are collected at `POST /growthbook/v1/exposures` (in
 * memory) and listed at `GET /growthbook/v1/exposures?uuid=` for tests.
 */
import {z} from 'zod';
import {parseJsonObject} from '../http/jsonBody';
import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';

export const GROWTHBOOK_CLIENT_KEY = 'sdk-keel-dev';

/** A uuid every seeded experiment assigns to its control (end-to-end journeys carry it; checked in experiments.server.test). */
export const CONTROL_UUID = '00000000-0000-4000-8000-000000000000';

/** The seeded experiments, keyed by the flag ids the CMS uses (content seed: the home hero CTA and the Bundles navigation column). */
export const FEATURES = {
  'home-hero-cta': {
    defaultValue: 'control',
    rules: [
      {
        id: 'fr_home_hero_cta',
        key: 'home-hero-cta-2026-11',
        seed: 'home-hero-cta-2026-11',
        name: 'Home hero: Shop the Pro vs Shop Pro packages',
        hashAttribute: 'id',
        hashVersion: 2,
        coverage: 1,
        variations: ['control', 'packages'],
        weights: [0.5, 0.5],
        meta: [
          {key: 'control', name: 'Shop the Pro'},
          {key: 'packages', name: 'Shop Pro packages'},
        ],
        phase: '0',
      },
    ],
  },
  'nav-bundles-column-2026-11': {
    defaultValue: 'default',
    rules: [
      {
        id: 'fr_nav_bundles_column',
        key: 'nav-bundles-column-2026-11',
        seed: 'nav-bundles-column-2026-11',
        name: 'Navigation: Bundles column first',
        hashAttribute: 'id',
        hashVersion: 2,
        coverage: 1,
        variations: ['default', 'first'],
        weights: [0.5, 0.5],
        meta: [
          {key: 'control', name: 'CMS order'},
          {key: 'first', name: 'Bundles first'},
        ],
        phase: '0',
      },
    ],
  },
} as const;

const ExposureSchema = z
  .object({
    uuid: z.string().min(1).max(100),
    experimentId: z.string().min(1).max(100),
    variantId: z.string().min(1).max(100),
  })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean()]));

export type RecordedExposure = z.infer<typeof ExposureSchema> & {receivedAt: string};

const MAX_BODY = 4096;

export interface GrowthbookResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function createGrowthbookHandler() {
  const exposures: RecordedExposure[] = [];
  const json = (status: number, value: unknown, headers: Record<string, string> = {}): GrowthbookResult => ({
    status,
    headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers},
    body: JSON.stringify(value),
  });
  return function handleGrowthbook(method: string, url: URL, body: string | null): GrowthbookResult | null {
    if (!url.pathname.startsWith('/growthbook/')) return null;
    const features = /^\/growthbook\/api\/features\/([^/]+)$/.exec(url.pathname);
    if (features) {
      if (method !== 'GET') return json(405, {status: 405, error: 'Use GET.'}, {allow: 'GET'});
      // GrowthBook answers an unknown client key with 400 and this body.
      if (features[1] !== GROWTHBOOK_CLIENT_KEY) return json(400, {status: 400, error: 'Invalid API Key'});
      return json(
        200,
        {status: 200, features: FEATURES, dateUpdated: '2026-11-20T09:00:00.000Z'},
        {'cache-control': 'public, max-age=30', 'access-control-allow-origin': '*'},
      );
    }
    if (url.pathname === '/growthbook/v1/exposures') {
      if (method === 'GET') {
        const uuid = url.searchParams.get('uuid');
        return json(200, {exposures: exposures.filter((exposure) => !uuid || exposure.uuid === uuid)});
      }
      if (method !== 'POST') return json(405, {error: 'Use GET or POST.'}, {allow: 'GET, POST'});
      const parsed = parseJsonObject(body ?? '', MAX_BODY, ExposureSchema, 'Invalid exposure');
      if (typeof parsed === 'string') return json(400, {error: parsed});
      exposures.push({...parsed, receivedAt: new Date().toISOString()});
      return json(201, {ok: true});
    }
    return json(404, {error: `No route for ${method} ${url.pathname}`});
  };
}

/** GrowthBook's handler (decision 0142). */
export function createGrowthbookStandIn(): Handler {
  const handleGrowthbook = createGrowthbookHandler();
  return async (request) => {
    const url = new URL(request.url);
    return url.pathname.startsWith('/growthbook/')
      ? fromResult(handleGrowthbook(request.method, url, await postBody(request)))
      : null;
  };
}
