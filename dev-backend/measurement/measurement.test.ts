import {describe, expect, it} from 'vitest';
import {handleGa4} from './ga4';
import {handleKlaviyo} from './klaviyo';

const url = (path: string) => new URL(`http://127.0.0.1:4000${path}`);
type Read = {
  hits: unknown[];
  events: unknown[];
  subscriptions: unknown[];
  validationMessages: Array<{description: string}>;
  errors: Array<{code: string; detail: string}>;
};
const parse = (text: string | undefined) => JSON.parse(text ?? '{}') as Read;

describe('GA4 Measurement Protocol stand-in', () => {
  const collect = '/ga4/mp/collect?measurement_id=G-KEELTEST1&api_secret=secret';

  it('takes a valid hit with 204 and reads it back by client_id', () => {
    const body = JSON.stringify({
      client_id: 'c-1',
      events: [{name: 'page_view', params: {page_location: 'http://x/', session_id: '1', engagement_time_msec: 1}}],
    });
    expect(handleGa4('POST', url(collect), body)).toEqual({status: 204, headers: {}, body: ''});
    const read = parse(handleGa4('GET', url('/ga4/mp/received?client_id=c-1'), null)?.body);
    expect(read.hits).toEqual([
      expect.objectContaining({
        measurement_id: 'G-KEELTEST1',
        client_id: 'c-1',
        events: [expect.objectContaining({name: 'page_view'})],
      }),
    ]);
  });

  it.each([
    ['/ga4/mp/collect?api_secret=s', JSON.stringify({client_id: 'c', events: [{name: 'x'}]}), 'measurement_id'],
    [
      '/ga4/mp/collect?measurement_id=G-KEELTEST1',
      JSON.stringify({client_id: 'c', events: [{name: 'x'}]}),
      'api_secret',
    ],
    [collect, JSON.stringify({events: [{name: 'x'}]}), 'client_id is required'],
    [collect, JSON.stringify({client_id: 'c', events: []}), 'at least one event'],
    [collect, JSON.stringify({client_id: 'c', events: [{name: '1bad'}]}), 'Event name'],
    [collect, JSON.stringify({client_id: 'c', events: Array.from({length: 26}, () => ({name: 'x'}))}), 'at most 25'],
    [collect, 'not json', 'Body must be JSON'],
  ])('refuses %s %s with 400 and a validation message', (path, body, message) => {
    const result = handleGa4('POST', url(path), body);
    expect(result?.status).toBe(400);
    expect(parse(result?.body).validationMessages[0]?.description).toContain(message);
  });

  it('leaves other paths alone', () => {
    expect(handleGa4('GET', url('/klaviyo/received'), null)).toBeNull();
  });
});

describe('Klaviyo stand-in', () => {
  const headers = {authorization: 'Klaviyo-API-Key pk_keel_test_key', revision: '2024-10-15'};
  const event = (anonymousId: string) =>
    JSON.stringify({
      data: {
        type: 'event',
        attributes: {
          properties: {location: 'PDP'},
          metric: {data: {type: 'metric', attributes: {name: 'Added to Cart'}}},
          profile: {data: {type: 'profile', attributes: {anonymous_id: anonymousId}}},
          value: 79,
        },
      },
    });

  it('takes Create Event with 202 and reads it back by anonymous id', () => {
    expect(handleKlaviyo('POST', url('/klaviyo/api/events'), headers, event('a-1'))?.status).toBe(202);
    const read = parse(handleKlaviyo('GET', url('/klaviyo/received?anonymous_id=a-1'), {}, null)?.body);
    expect(read.events).toEqual([
      expect.objectContaining({
        metric: 'Added to Cart',
        profile: {anonymous_id: 'a-1'},
        properties: {location: 'PDP'},
        value: 79,
      }),
    ]);
  });

  it('takes a newsletter subscription with 202', () => {
    const body = JSON.stringify({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          profiles: {
            data: [
              {
                type: 'profile',
                attributes: {email: 'ada@example.com', subscriptions: {email: {marketing: {consent: 'SUBSCRIBED'}}}},
              },
            ],
          },
        },
        relationships: {list: {data: {type: 'list', id: 'L1'}}},
      },
    });
    expect(
      handleKlaviyo('POST', url('/klaviyo/api/profile-subscription-bulk-create-jobs'), headers, body)?.status,
    ).toBe(202);
    const read = parse(handleKlaviyo('GET', url('/klaviyo/received?email=ada@example.com'), {}, null)?.body);
    expect(read.subscriptions).toEqual([expect.objectContaining({email: 'ada@example.com', listId: 'L1'})]);
  });

  it('answers as Klaviyo does without a key, without a revision, and with a bad body', () => {
    const noKey = handleKlaviyo('POST', url('/klaviyo/api/events'), {revision: '2024-10-15'}, event('a'));
    expect(noKey?.status).toBe(401);
    expect(parse(noKey?.body).errors[0]?.code).toBe('not_authenticated');
    expect(
      handleKlaviyo('POST', url('/klaviyo/api/events'), {authorization: headers.authorization}, event('a'))?.status,
    ).toBe(400);
    const noProfile = handleKlaviyo(
      'POST',
      url('/klaviyo/api/events'),
      headers,
      event('a').replace('"anonymous_id":"a"', '"nickname":"a"'),
    );
    expect(noProfile?.status).toBe(400);
    expect(parse(noProfile?.body).errors[0]?.detail).toContain('identifier');
    expect(handleKlaviyo('GET', url('/klaviyo/api/events'), headers, null)?.status).toBe(405);
    expect(handleKlaviyo('GET', url('/ga4/mp/received'), {}, null)).toBeNull();
  });

  it("takes a browser's event on the client API by public key, with CORS and no private key, and keeps its unique_id", () => {
    const body = event('a-2').replace('"value":79', '"value":79,"unique_id":"5810001"');
    const accepted = handleKlaviyo(
      'POST',
      url('/klaviyo/client/events?company_id=AbC123'),
      {revision: '2024-10-15', origin: 'https://checkout.example'},
      body,
    );
    expect(accepted?.status).toBe(202);
    expect(accepted?.headers['access-control-allow-origin']).toBe('*');
    expect(handleKlaviyo('OPTIONS', url('/klaviyo/client/events?company_id=AbC123'), {}, null)?.status).toBe(204);
    const read = parse(handleKlaviyo('GET', url('/klaviyo/received?anonymous_id=a-2'), {}, null)?.body);
    expect(read.events).toEqual([expect.objectContaining({metric: 'Added to Cart', uniqueId: '5810001'})]);

    expect(handleKlaviyo('POST', url('/klaviyo/client/events'), {revision: '2024-10-15'}, body)?.status).toBe(400);
    expect(
      handleKlaviyo('POST', url('/klaviyo/client/events?company_id=pk_keel_test_key'), {revision: '2024-10-15'}, body)
        ?.status,
    ).toBe(400);
    expect(handleKlaviyo('POST', url('/klaviyo/client/events?company_id=AbC123'), {}, body)?.status).toBe(400);
  });
});
