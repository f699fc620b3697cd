import {describe, expect, inject, it} from 'vitest';
import {cartClient, ORIGIN, useShop, variant} from './harness';

/**
 * Bad input for every public endpoint that takes input (decision 0049): wrong
 * types, missing fields, unknown keys, 1 MB bodies, malformed JSON and wrong
 * content types each answer a 4xx with a message, and change nothing.
 */

const shop = useShop();

const MEGABYTE = 'x'.repeat(1024 * 1024);
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

interface Case {
  name: string;
  body: string;
  contentType: string;
}

async function post(path: string, {body, contentType}: Case) {
  const response = await shop().worker.dispatchFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {'Content-Type': contentType, Accept: 'application/json, text/html'},
    body,
  });
  return {status: response.status, text: await response.text()};
}

/** The message a 4xx carries: a JSON `error`/`errors`, or the page's own text. */
function message(text: string): string {
  try {
    const body = JSON.parse(text) as {error?: string; errors?: string[]};
    return body.error ?? body.errors?.join(' ') ?? '';
  } catch {
    return text;
  }
}

const jsonCases = (
  valid: Record<string, unknown>,
  wrongType: Record<string, unknown>,
  missing: Record<string, unknown>,
): Case[] => [
  {name: 'wrong types', body: JSON.stringify(wrongType), contentType: JSON_TYPE},
  {name: 'missing fields', body: JSON.stringify(missing), contentType: JSON_TYPE},
  {name: 'unknown keys', body: JSON.stringify({...valid, price: 0, admin: true}), contentType: JSON_TYPE},
  {name: 'a 1 MB body', body: JSON.stringify({...valid, padding: MEGABYTE}), contentType: JSON_TYPE},
  {name: 'malformed JSON', body: '{"action": "LinesAdd", ', contentType: JSON_TYPE},
  {name: 'a wrong content type', body: JSON.stringify(valid), contentType: 'text/plain'},
  {name: 'an empty body', body: '', contentType: JSON_TYPE},
];

const formCases = (wrongType: Record<string, string>, missing: Record<string, string>): Case[] => [
  {name: 'wrong types', body: new URLSearchParams(wrongType).toString(), contentType: FORM},
  {name: 'missing fields', body: new URLSearchParams(missing).toString(), contentType: FORM},
  {name: 'a 1 MB body', body: new URLSearchParams({...wrongType, padding: MEGABYTE}).toString(), contentType: FORM},
  {name: 'JSON instead of a form', body: JSON.stringify(wrongType), contentType: JSON_TYPE},
  {name: 'a malformed multipart body', body: 'no boundary here', contentType: 'multipart/form-data'},
];

describe('/api/cart', () => {
  const add = {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300101), quantity: 1}]};
  const cases = [
    ...jsonCases(
      add,
      {...add, lines: [{merchandiseId: variant(300101), quantity: 'two'}]},
      {action: 'LinesAdd', location: 'PDP'},
    ),
    {name: 'an unknown action', body: JSON.stringify({action: 'CartDelete'}), contentType: JSON_TYPE},
    {
      name: 'a price from the client',
      body: JSON.stringify({...add, lines: [{merchandiseId: variant(300101), quantity: 1, price: 1}]}),
      contentType: JSON_TYPE,
    },
    {
      name: 'a forged attribute',
      body: JSON.stringify({
        ...add,
        lines: [{merchandiseId: variant(300101), quantity: 1, attributes: [{key: '_discountPercent', value: '100'}]}],
      }),
      contentType: JSON_TYPE,
    },
    {
      name: 'a quantity over the cap',
      body: JSON.stringify({...add, lines: [{merchandiseId: variant(300101), quantity: 11}]}),
      contentType: JSON_TYPE,
    },
  ];

  it.each(cases)('$name: a 4xx with a message, and the cart unchanged', async (bad) => {
    const cart = cartClient(shop().worker);
    expect((await cart.post(add)).status).toBe(200);
    const before = await cart.lines();
    const answer = await cart.post(null, {raw: bad.body, contentType: bad.contentType});
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors.join(' ').length).toBeGreaterThan(5);
    expect(await cart.lines()).toEqual(before);
  });
});

describe('/api/contentful/get-configurator', () => {
  const valid = {locale: 'en-US', id: 'keel-pro', basic: true};
  it.each(jsonCases(valid, {...valid, basic: 'yes'}, {locale: 'en-US'}))('$name: a 4xx with a message', async (bad) => {
    const answer = await post('/api/contentful/get-configurator', bad);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(message(answer.text).length).toBeGreaterThan(5);
  });
});

describe('/api/newsletter', () => {
  it.each(formCases({email: 'not-an-address', formId: 'footer'}, {formId: 'footer'}))(
    '$name: a 4xx with a message',
    async (bad) => {
      const answer = await post('/api/newsletter', bad);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(message(answer.text).length).toBeGreaterThan(5);
    },
  );
});

describe('/find-your-rower', () => {
  it.each(formCases({'q1-space': 'a-castle'}, {}))('$name: a 4xx with a message', async (bad) => {
    const answer = await post('/find-your-rower', bad);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(message(answer.text).length).toBeGreaterThan(5);
  });
});

describe('/schedule/personal-coaching (booking)', () => {
  const slots = async () =>
    (await fetch(`${inject('backendOrigin')}/coaching/v1/coaches/maya-okafor/slots?days=21`)).text();
  it.each(
    formCases(
      {coach: 'maya-okafor', start: 'next tuesday', name: 'Ada', email: 'ada@example.com'},
      {coach: 'maya-okafor'},
    ),
  )('$name: a 4xx with a message, and no slot taken', async (bad) => {
    const before = await slots();
    const answer = await post('/schedule/personal-coaching', bad);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(message(answer.text).length).toBeGreaterThan(5);
    expect(await slots()).toBe(before);
  });
});

describe('POST-only endpoints', () => {
  it.each(['/api/newsletter', '/api/contentful/get-configurator'])('%s answers a GET with 405', async (path) => {
    const response = await shop().worker.dispatchFetch(`${ORIGIN}${path}`);
    expect(response.status).toBe(405);
    expect(message(await response.text())).toMatch(/POST/);
  });
});
