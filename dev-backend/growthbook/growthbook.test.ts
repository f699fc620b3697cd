import {GrowthBook} from '@growthbook/growthbook';
import {describe, expect, it} from 'vitest';
import {createGrowthbookHandler, FEATURES, GROWTHBOOK_CLIENT_KEY} from './growthbook';

const at = (path: string) => new URL(path, 'http://127.0.0.1:4000');

describe('GrowthBook stand-in', () => {
  it('answers the SDK payload for its client key, which the real SDK evaluates', () => {
    const handle = createGrowthbookHandler();
    const result = handle('GET', at(`/growthbook/api/features/${GROWTHBOOK_CLIENT_KEY}`), null);
    expect(result?.status).toBe(200);
    const payload = JSON.parse(result?.body ?? '{}') as {features: Record<string, never>};
    expect(Object.keys(payload.features)).toEqual(Object.keys(FEATURES));
    const variants = new Set<string>();
    for (let index = 0; index < 40; index++) {
      const growthbook = new GrowthBook({attributes: {id: `visitor-${index}`}, features: payload.features});
      const outcome = growthbook.evalFeature('home-hero-cta');
      expect(outcome.source).toBe('experiment');
      variants.add(outcome.experimentResult?.key ?? '');
    }
    expect([...variants].sort()).toEqual(['control', 'packages']);
  });

  it('refuses an unknown client key as GrowthBook does', () => {
    const result = createGrowthbookHandler()('GET', at('/growthbook/api/features/sdk-other'), null);
    expect(result?.status).toBe(400);
    expect(JSON.parse(result?.body ?? '{}')).toEqual({status: 400, error: 'Invalid API Key'});
  });

  it('records exposures and lists them by uuid; a bad body is a 400', () => {
    const handle = createGrowthbookHandler();
    expect(
      handle(
        'POST',
        at('/growthbook/v1/exposures'),
        JSON.stringify({uuid: 'u-1', experimentId: 'e', variantId: 'v', path: '/'}),
      )?.status,
    ).toBe(201);
    expect(
      handle('POST', at('/growthbook/v1/exposures'), JSON.stringify({uuid: 'u-2', experimentId: 'e', variantId: 'v'}))
        ?.status,
    ).toBe(201);
    expect(handle('POST', at('/growthbook/v1/exposures'), '{"uuid":1}')?.status).toBe(400);
    const listed = JSON.parse(handle('GET', at('/growthbook/v1/exposures?uuid=u-1'), null)?.body ?? '{}') as {
      exposures: unknown[];
    };
    expect(listed.exposures).toHaveLength(1);
    expect(listed.exposures[0]).toMatchObject({uuid: 'u-1', experimentId: 'e', variantId: 'v', path: '/'});
  });
});
