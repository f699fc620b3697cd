import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

/**
 * The configurator's content route (rules:configurator-content-call, POST
 * /api/contentful/get-configurator/) and the /configure/{model} pages in
 * workerd, against the dev backend: valid bodies get the normalised
 * configurator in the body's locale, bad ones a 4xx with a message.
 */

const worker = workerForFile();

const ENDPOINT = `${ORIGIN}/api/contentful/get-configurator/`;

async function post(body: string, contentType = 'application/json') {
  const response = await worker.dispatchFetch(ENDPOINT, {method: 'POST', headers: {'Content-Type': contentType}, body});
  return {status: response.status, body: (await response.json()) as {data?: Record<string, unknown>; error?: string}};
}

interface Step {
  id: string;
  displayMode: string;
  items: Array<{
    key: string;
    price: {full: number; total: number; variantDiffFromDefault?: number};
    available: boolean;
  }>;
  description?: unknown;
  modal?: unknown;
}

describe('POST /api/contentful/get-configurator/', () => {
  it('answers the Pro configurator with prices in the body’s locale', async () => {
    for (const [locale, complete, sunset] of [
      ['en-US', {full: 2920, total: 2695}, 100],
      ['en-GB', {full: 2672, total: 2469}, 90],
    ] as const) {
      const {status, body} = await post(JSON.stringify({locale, id: 'configurator-keel-pro', basic: false}));
      expect(status).toBe(200);
      const steps = body.data?.steps as Step[];
      expect(steps.map((step) => step.id)).toEqual([
        'packages',
        'color',
        'accessories',
        'membership',
        'extended_warranty',
      ]);
      const packages = steps.find((step) => step.id === 'packages');
      expect(packages?.items.find((item) => item.key === 'keel-pro-complete')?.price).toEqual(complete);
      const colors = steps.find((step) => step.id === 'color');
      expect(colors?.items.find((item) => item.key === 'sunset')?.price.variantDiffFromDefault).toBe(sunset);
      // Sold-out items come last (rules:configurator-states).
      expect(colors?.items.at(-1)).toMatchObject({key: 'forest', available: false});
      expect(steps.find((step) => step.id === 'extended_warranty')?.displayMode).toBe('INTERSTITIAL');
      expect(packages?.modal).toBeTruthy();
    }
  });

  it('leaves descriptions and info modals out when basic is true', async () => {
    const {status, body} = await post(JSON.stringify({locale: 'en-US', id: 'configurator-keel-wave', basic: true}));
    expect(status).toBe(200);
    expect(
      (body.data?.steps as Step[]).every((step) => step.modal === undefined && step.description === undefined),
    ).toBe(true);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const cases: Array<[string, string | undefined, number, RegExp]> = [
      [JSON.stringify({locale: 'fr-FR', id: 'configurator-keel-pro'}), undefined, 400, /Unknown locale/],
      [JSON.stringify({locale: 'en-US', id: '../../etc/passwd'}), undefined, 400, /Unknown configurator id/],
      [
        JSON.stringify({locale: 'en-US', id: 'configurator-keel-pro', basic: 'yes'}),
        undefined,
        400,
        /basic must be true or false/,
      ],
      [JSON.stringify({locale: 'en-US', id: 'configurator-keel-pro', extra: 1}), undefined, 400, /.+/],
      ['{"locale":', undefined, 400, /not valid JSON/],
      ['locale=en-US', 'application/x-www-form-urlencoded', 415, /JSON/],
      [JSON.stringify({locale: 'en-US', id: 'x'.repeat(4000)}), undefined, 413, /too large/],
      [JSON.stringify({locale: 'en-US', id: 'configurator-keel-nothing'}), undefined, 404, /No configurator/],
    ];
    for (const [body, contentType, status, message] of cases) {
      const result = await post(body, contentType);
      expect(result.status, body.slice(0, 60)).toBe(status);
      expect(result.body.error).toMatch(message);
    }
    const get = await worker.dispatchFetch(ENDPOINT);
    expect(get.status).toBe(405);
  });
});

describe('/configure/{model}', () => {
  it('serves the configurator of each rower in both locales, and 404 for anything else', async () => {
    for (const path of ['/configure/keel-pro/', '/en-GB/configure/keel-wave/', '/configure/keel-vista/']) {
      const response = await worker.dispatchFetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="configurator"');
      expect(html).toMatch(/<h1[^>]*>Build your (<!-- -->)?Keel (Pro|Wave|Vista) Rower<\/h1>/);
    }
    for (const path of ['/configure/keel/', '/configure/keel-pro-rower/', '/configure/keel-forge/']) {
      expect((await worker.dispatchFetch(`${ORIGIN}${path}`)).status, path).toBe(404);
    }
  });

  it('renders a configuration link’s selections on the server and names what it dropped', async () => {
    const response = await worker.dispatchFetch(
      `${ORIGIN}/configure/keel-pro/?packages=keel-pro-complete&color=forest&accessories=rower-mat`,
    );
    const html = await response.text();
    expect(html).toMatch(/id="item-packages-keel-pro-complete"[^>]*checked=""/);
    expect(html).toMatch(/id="item-accessories-rower-mat"[^>]*checked=""/);
    expect(html).toContain('Forest (sold out)');
  });
});
