import {describe, expect, inject, it} from 'vitest';
import {createTestWorker, ORIGIN, workerForFile} from './harness';

/** decision 0055: the third-party provider routes of the built worker, against the dev backend's stand-ins. */

const worker = workerForFile();

const backend = () => inject('backendOrigin');

const HTML = {Accept: 'text/html,application/xhtml+xml'};

async function firstVisitUuid(path = '/'): Promise<string> {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {redirect: 'manual', headers: HTML});
  await response.text();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('uuid='));
  expect(cookie).toMatch(/^uuid=[0-9a-f-]{36}; Path=\/; Max-Age=2629800; SameSite=Lax$/);
  return (cookie ?? '').slice('uuid='.length, 'uuid='.length + 36);
}

const postExposure = (body: unknown, headers: Record<string, string> = {}) =>
  worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('experiments: uuid cookie and server-side assignment', () => {
  it('sets the uuid cookie on the first US HTML response and keeps one variant for that uuid', async () => {
    const uuid = await firstVisitUuid();
    const labels = async () => {
      const html = await (await worker.dispatchFetch(`${ORIGIN}/`, {headers: {Cookie: `uuid=${uuid}`}})).text();
      return ['Shop the Pro', 'Shop Pro packages'].filter((label) => html.includes(`>${label}<`));
    };
    const first = await labels();
    expect(first).toHaveLength(1);
    expect(await labels()).toEqual(first);
  });

  it('sets no uuid on a background request (no locale prefix: React Router’s manifest), only on pages', async () => {
    const manifest = await worker.dispatchFetch(`${ORIGIN}/__manifest?paths=%2Fen-GB%2F&version=x`, {
      headers: {Accept: '*/*'},
    });
    await manifest.text();
    expect(manifest.headers.getSetCookie().some((value) => value.startsWith('uuid='))).toBe(false);
  });

  it('sets no uuid for en-GB before a consent choice, nor after an opt-out in en-US', async () => {
    const uk = await worker.dispatchFetch(`${ORIGIN}/en-GB/`, {headers: HTML});
    await uk.text();
    expect(uk.headers.getSetCookie().some((value) => value.startsWith('uuid='))).toBe(false);
    const optedOut = await worker.dispatchFetch(`${ORIGIN}/`, {headers: {...HTML, Cookie: `keel_consent=v1.a0.m0`}});
    await optedOut.text();
    expect(optedOut.headers.getSetCookie().some((value) => value.startsWith('uuid='))).toBe(false);
  });
});

describe('POST /api/growthbook/process-exposure/', () => {
  it('forwards a valid exposure of the visitor’s own uuid to the collector', async () => {
    const uuid = await firstVisitUuid();
    const response = await postExposure(
      {uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control', path: '/'},
      {Cookie: `uuid=${uuid}`},
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({outcome: 'sent'});
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {
      exposures: unknown[];
    };
    expect(recorded.exposures).toEqual([
      expect.objectContaining({uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control', path: '/'}),
    ]);
  });

  it('answers 4xx for bad input and sends nothing', async () => {
    const uuid = await firstVisitUuid();
    const cookie = {Cookie: `uuid=${uuid}`};
    expect((await worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`)).status).toBe(405);
    expect((await postExposure('not json', cookie)).status).toBe(400);
    expect((await postExposure({uuid, experimentId: 'x'}, cookie)).status).toBe(400);
    expect(
      (await postExposure({uuid, experimentId: 'x', variantId: 'y', extra: 'z'.repeat(5000)}, cookie)).status,
    ).toBe(413);
    const form = await worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`, {
      method: 'POST',
      headers: {...cookie, 'Content-Type': 'text/plain'},
      body: '{}',
    });
    expect(form.status).toBe(415);
    // Someone else's uuid, or none at all: refused.
    expect((await postExposure({uuid, experimentId: 'x', variantId: 'y'})).status).toBe(403);
    expect(
      (await postExposure({uuid: '11111111-2222-3333-4444-555555555555', experimentId: 'x', variantId: 'y'}, cookie))
        .status,
    ).toBe(403);
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {
      exposures: unknown[];
    };
    expect(recorded.exposures).toEqual([]);
  });

  it('keeps an internal user’s exposure local (rules:experiments-internal-users)', async () => {
    const uuid = 'keel-internal-worker-test';
    const response = await postExposure(
      {uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control'},
      {Cookie: `uuid=${uuid}`},
    );
    expect(await response.json()).toEqual({outcome: 'internal'});
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {
      exposures: unknown[];
    };
    expect(recorded.exposures).toEqual([]);
  });
});

describe('protection plans: offers from the provider, contracts checked before adding', () => {
  interface Item {
    type: string;
    isNoOption?: boolean;
    title: string;
    id: {variant: string};
    contract?: {sku: string; recommendedPrice: string; variantId: string; reference: string; hash: string};
    bands?: Array<{sku: string; variantId: string; contract?: NonNullable<Item['contract']>}>;
  }

  async function warranties(locale: 'en-US' | 'en-GB'): Promise<Item[]> {
    const response = await worker.dispatchFetch(`${ORIGIN}/api/contentful/get-configurator/`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({locale, id: 'configurator-keel-pro', basic: true}),
    });
    const body = (await response.json()) as {data: {steps: Array<{id: string; items: Item[]}>}};
    return (body.data.steps.find((step) => step.id === 'extended_warranty')?.items ?? []).filter(
      (item) => item.type === 'WARRANTY' && !item.isNoOption,
    );
  }

  const contractAttributes = (contract: NonNullable<Item['contract']>) => [
    {key: '_contract_sku', value: contract.sku},
    {key: '_contract_recommended_price', value: contract.recommendedPrice},
    {key: '_contract_shopify_variant_id', value: contract.variantId},
    {key: '_contract_reference', value: contract.reference},
    {key: '_contract_contract_hash', value: contract.hash},
  ];

  async function cartPost(cookie: string, body: unknown) {
    const response = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Cookie: cookie},
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return {
      status: response.status,
      cookie: setCookie || cookie,
      body: (await response.json()) as {
        cart: {items: {allLineItems: Array<{title: string; type: string}>}} | null;
        errors: string[];
      },
    };
  }

  it('the warranty step offers the provider’s plans with its reference and hash, named with its suffix', async () => {
    const us = await warranties('en-US');
    // The Pro in Pirate Black costs $2,495: the plans of the 2,000-2,499.99 band (decision 0082).
    expect(us.map((item) => [item.title, item.contract?.sku, item.contract?.recommendedPrice]).sort()).toEqual([
      ['3-Year Extended Warranty – Extend Protection Plan', 'KEEL-EW-3Y-2000', '249.00'],
      ['5-Year Extended Warranty – Extend Protection Plan', 'KEEL-EW-5Y-2000', '369.00'],
    ]);
    const five = us.find((item) => item.contract?.sku === 'KEEL-EW-5Y-2000');
    expect(five?.contract?.reference).toBe('keel-pro-rower:KEEL-EW-5Y-2000');
    expect(five?.contract?.hash).toMatch(/^[0-9a-f]{64}$/);
    // Sunrise and Sunset cost $2,595: the provider's plan for that band comes with the item too.
    expect(five?.bands?.map((band) => [band.sku, band.contract?.recommendedPrice])).toEqual([
      ['KEEL-EW-5Y-2000', '369.00'],
      ['KEEL-EW-5Y-2500', '439.00'],
    ]);
    expect((await warranties('en-GB')).map((item) => item.contract?.recommendedPrice).sort()).toEqual([
      '219.00',
      '329.00',
    ]);
  });

  const rowerLine = (variant: number) => ({
    merchandiseId: `gid://shopify/ProductVariant/${variant}`,
    quantity: 1,
    attributes: [
      {key: '_isRower', value: 'true'},
      {key: '_configuratorId', value: 'configurator-keel-pro'},
    ],
  });
  const planLine = (band: {variantId: string; contract?: NonNullable<Item['contract']>}) => ({
    merchandiseId: band.variantId,
    quantity: 1,
    attributes: [...contractAttributes(band.contract!), {key: '_configuratorId', value: 'configurator-keel-pro'}],
  });

  it('adds a warranty line with the provider’s contract beside the rower it covers', async () => {
    const fiveYears = (await warranties('en-US')).find((item) => item.contract?.sku === 'KEEL-EW-5Y-2000');
    const added = await cartPost('', {
      action: 'LinesAdd',
      location: 'Configurator',
      lines: [rowerLine(100101), planLine({variantId: fiveYears!.id.variant, contract: fiveYears!.contract})],
    });
    expect(added.status).toBe(200);
    expect(added.body.cart?.items.allLineItems.map((line) => line.type).sort()).toEqual(['ROWER', 'WARRANTY']);
    // The interstitial's add: the rower is in the cart already, the plan of its band follows.
    const sunset = (await warranties('en-US'))
      .find((item) => item.contract?.sku === 'KEEL-EW-5Y-2000')
      ?.bands?.find((band) => band.sku === 'KEEL-EW-5Y-2500');
    const first = await cartPost('', {action: 'LinesAdd', location: 'Configurator', lines: [rowerLine(100105)]});
    const then = await cartPost(first.cookie, {
      action: 'LinesAdd',
      location: 'Configurator',
      lines: [planLine(sunset!)],
    });
    expect(then.status).toBe(200);
    expect(then.body.cart?.items.allLineItems.map((line) => line.type).sort()).toEqual(['ROWER', 'WARRANTY']);
  });

  it('answers 4xx to a plan of another price band than its rower’s, or without its rower, and adds nothing', async () => {
    const fiveYears = (await warranties('en-US')).find((item) => item.contract?.sku === 'KEEL-EW-5Y-2000');
    const cheaperBand = planLine({variantId: fiveYears!.id.variant, contract: fiveYears!.contract});
    // A genuine contract, but for the $2,495 band, on a Sunset Pro at $2,595.
    const mismatched = await cartPost('', {
      action: 'LinesAdd',
      location: 'Configurator',
      lines: [rowerLine(100105), cheaperBand],
    });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.errors).toEqual([
      'That protection plan is not the one for your rower’s price. Please choose it again.',
    ]);
    const first = await cartPost('', {
      action: 'LinesAdd',
      location: 'PDP',
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/300101', quantity: 1}],
    });
    const alone = await cartPost(first.cookie, {action: 'LinesAdd', location: 'Configurator', lines: [cheaperBand]});
    expect(alone.status).toBe(400);
    const cart = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {headers: {Cookie: first.cookie}});
    const after = (await cart.json()) as {cart: {items: {allLineItems: Array<{title: string}>}}};
    expect(after.cart.items.allLineItems.map((line) => line.title)).toEqual(['Rower Mat']);
  });

  it('answers 4xx to a forged cheaper contract and leaves the cart unchanged', async () => {
    const offered = await warranties('en-US');
    const fiveYears = offered.find((item) => item.contract?.sku === 'KEEL-EW-5Y-2000');
    const threeYears = offered.find((item) => item.contract?.sku === 'KEEL-EW-3Y-2000');
    // A cart with a mat in it.
    const first = await cartPost('', {
      action: 'LinesAdd',
      location: 'PDP',
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/300101', quantity: 1}],
    });
    expect(first.status).toBe(200);
    const forgeries = [
      // The 5-year contract on the 3-year plan's (cheaper) variant.
      {merchandiseId: threeYears!.id.variant, attributes: contractAttributes(fiveYears!.contract!)},
      // The 5-year contract with the 3-year price written in.
      {
        merchandiseId: fiveYears!.id.variant,
        attributes: contractAttributes({...fiveYears!.contract!, recommendedPrice: '249.00'}),
      },
      // A made-up hash.
      {
        merchandiseId: fiveYears!.id.variant,
        attributes: contractAttributes({...fiveYears!.contract!, hash: '0'.repeat(64)}),
      },
    ];
    for (const forged of forgeries) {
      const response = await cartPost(first.cookie, {
        action: 'LinesAdd',
        location: 'Configurator',
        lines: [{...forged, quantity: 1}],
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(['That protection plan could not be confirmed. Please choose it again.']);
    }
    const cart = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {headers: {Cookie: first.cookie}});
    const after = (await cart.json()) as {cart: {items: {allLineItems: Array<{title: string}>}}};
    expect(after.cart.items.allLineItems.map((line) => line.title)).toEqual(['Rower Mat']);
  });
});

describe('reviews: the service’s overall score (rules:tracking-calls getOverallScore)', () => {
  it('the home page’s reviews module carries the overall score and count the review service answers', async () => {
    const summary = (await (await fetch(`${backend()}/reviews/v1/summary`)).json()) as {
      score: {trustScore: number};
      numberOfReviews: {total: number};
    };
    // The module is below the fold: its data comes from /api/modules when it nears the screen (decision 0167).
    const answer = await worker.dispatchFetch(`${ORIGIN}/api/modules?page=home`);
    const {modules} = (await answer.json()) as {
      modules: Array<{module: {__typename: string}; extras: {reviews?: {score: number; total: number}}}>;
    };
    const reviews = modules.find((entry) => entry.module.__typename === 'ModuleReviews')?.extras.reviews;
    expect(reviews).toMatchObject({score: summary.score.trustScore, total: summary.numberOfReviews.total});
  });
});

describe('error reporting (rules:tracking-and-consent, rules:errors-browser): a Sentry-compatible envelope per error', () => {
  interface Recorded {
    event: {
      release: string;
      level: string;
      tags: Record<string, string>;
      exception?: {values: Array<{type: string; value: string}>};
    };
  }
  const events = async () =>
    ((await (await fetch(`${backend()}/sentry/api/1/events`)).json()) as {events: Recorded[]}).events;

  it('reports an error thrown in a route with its route, release and locale, scrubbed of personal data', async () => {
    const before = (await events()).length;
    const response = await worker.dispatchFetch(`${ORIGIN}/en-GB/debug/throw`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain('ada@example.com');
    await expect.poll(async () => (await events()).length, {timeout: 5000}).toBeGreaterThan(before);
    const reported = (await events()).slice(before).find((entry) => entry.event.tags.route === '/en-GB/debug/throw');
    expect(reported?.event).toMatchObject({
      level: 'error',
      release: 'keel-storefront@dev',
      tags: {locale: 'en-GB', source: 'route'},
    });
    expect(reported?.event.exception?.values[0]?.value).toBe(
      'Test error from /debug/throw for [email] with cart [cart]',
    );
    expect(JSON.stringify(reported)).not.toMatch(/ada@example\.com|gid:\/\/shopify\/Cart/);
  });

  it('is a 404 unless ERROR_TEST_ROUTE is true', async () => {
    const off = createTestWorker({ERROR_TEST_ROUTE: 'false'});
    try {
      await off.ready;
      expect((await off.dispatchFetch(`${ORIGIN}/debug/throw`)).status).toBe(404);
    } finally {
      await off.dispose();
    }
  });
});
