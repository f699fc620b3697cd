import {describe, expect, it} from 'vitest';
import {allowedOrigins, createReferralHandler, parseReferralRequest, referralCode, referralScript} from './referral';

const STOREFRONT = 'http://127.0.0.1:3000';
const handle = createReferralHandler({storefrontUrl: STOREFRONT});
const url = (path: string) => new URL(`http://127.0.0.1:4000${path}`);
const post = (body: string, origin: string | null = STOREFRONT) =>
  handle('POST', url('/referral/v1/referrals'), body, origin ?? undefined);

describe('referral provider stand-in', () => {
  it('serves one widget script per locale, as JavaScript that parses, with that locale’s offer and endpoint', () => {
    for (const [locale, currency] of [
      ['en-US', '"currencyCode":"USD","amount":100'],
      ['en-GB', '"currencyCode":"GBP","amount":75'],
    ] as const) {
      const result = handle('GET', url(`/referral/v1/${locale}/widget.js`), null, undefined);
      expect(result?.status).toBe(200);
      expect(result?.headers['content-type']).toContain('text/javascript');
      expect(result?.body).toContain(currency);
      expect(result?.body).toContain('"endpoint":"http://127.0.0.1:4000/referral/v1/referrals"');
      expect(() => new Function(result?.body ?? '')).not.toThrow();
    }
    // It builds the form with DOM calls, never from HTML strings.
    expect(referralScript('en-US', 'http://x/referrals')).not.toContain('innerHTML');
    expect(handle('HEAD', url('/referral/v1/en-GB/widget.js'), null, undefined)?.status).toBe(200);
  });

  it('has no widget for other locales (404) and serves it to GET and HEAD only (405)', () => {
    expect(handle('GET', url('/referral/v1/fr-FR/widget.js'), null, undefined)?.status).toBe(404);
    expect(handle('GET', url('/referral/v1/en-us/widget.js'), null, undefined)?.status).toBe(404);
    const refused = handle('POST', url('/referral/v1/en-US/widget.js'), '', STOREFRONT);
    expect(refused?.status).toBe(405);
    expect(refused?.headers.allow).toBe('GET, HEAD');
  });

  it('answers a valid request with the member’s share link and the locale’s offer, the same link every time', () => {
    const first = post(JSON.stringify({locale: 'en-GB', name: ' Ada Lovelace ', email: 'Ada@Example.com'}));
    expect(first?.status).toBe(201);
    const referral = JSON.parse(first?.body ?? '{}') as {code: string; shareUrl: string; offer: unknown};
    expect(referral.code).toMatch(/^adalovel-[0-9a-z]{1,6}$/);
    expect(referral.shareUrl).toBe(`https://www.keel.example/en-GB/r/${referral.code}`);
    expect(referral.offer).toEqual({amount: 75, currencyCode: 'GBP'});
    const again = JSON.parse(
      post(JSON.stringify({locale: 'en-GB', name: 'Ada Lovelace', email: 'ada@example.com'}))?.body ?? '{}',
    ) as {code: string};
    expect(again.code).toBe(referral.code);
    const us = parseReferralRequest(JSON.stringify({locale: 'en-US', name: 'Sam', email: 'sam@example.com'}));
    expect(us).toMatchObject({
      shareUrl: expect.stringMatching(/^https:\/\/www\.keel\.example\/r\/sam-/),
      offer: {amount: 100, currencyCode: 'USD'},
    });
  });

  it('makes a code from the e-mail, with a fallback prefix for a name without Latin letters', () => {
    expect(referralCode('Zoë', 'z@example.com')).toMatch(/^zoe-/);
    expect(referralCode('李', 'li@example.com')).toMatch(/^keel-/);
    expect(referralCode('Sam', 'a@example.com')).not.toBe(referralCode('Sam', 'b@example.com'));
  });

  it.each([
    ['not json', 'Body must be JSON'],
    ['[]', 'Body must be a JSON object'],
    [JSON.stringify({locale: 'fr-FR', name: 'Ada', email: 'ada@example.com'}), 'locale must be one of: en-US, en-GB'],
    [JSON.stringify({locale: 'en-US', name: '   ', email: 'ada@example.com'}), 'Enter your name.'],
    [JSON.stringify({locale: 'en-US', email: 'ada@example.com'}), 'Enter your name.'],
    [
      JSON.stringify({locale: 'en-US', name: 'Ada', email: 'not-an-email'}),
      'Enter an e-mail address like name@example.com.',
    ],
    [JSON.stringify({locale: 'en-US', name: 'Ada', email: 42}), 'Enter an e-mail address like name@example.com.'],
  ])('refuses %s with 400 and a message the form shows', (body, message) => {
    expect(parseReferralRequest(body)).toBe(message);
    const result = post(body);
    expect(result?.status).toBe(400);
    expect(JSON.parse(result?.body ?? '{}')).toEqual({error: message});
  });

  it('refuses a body over 2 KiB with 413 before parsing it', () => {
    expect(post(JSON.stringify({locale: 'en-US', name: 'x'.repeat(3000), email: 'a@example.com'}))?.status).toBe(413);
  });

  it('lets the storefront’s origin (and its loopback twin) read the answers, and no other origin', () => {
    expect([...allowedOrigins('http://127.0.0.1:3200')]).toEqual(['http://127.0.0.1:3200', 'http://localhost:3200']);
    expect([...allowedOrigins('https://www.keel.example')]).toEqual(['https://www.keel.example']);
    const preflight = handle('OPTIONS', url('/referral/v1/referrals'), null, STOREFRONT);
    expect(preflight?.status).toBe(204);
    expect(preflight?.headers).toMatchObject({
      'access-control-allow-origin': STOREFRONT,
      'access-control-allow-headers': 'content-type',
      vary: 'origin',
    });
    const body = JSON.stringify({locale: 'en-US', name: 'Ada', email: 'ada@example.com'});
    expect(post(body, 'http://localhost:3000')?.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(post(body, 'https://evil.example')?.headers['access-control-allow-origin']).toBeUndefined();
    expect(post(body, null)?.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers other methods and paths under /referral/v1/ with 405 or 404, and leaves other paths alone', () => {
    expect(handle('GET', url('/referral/v1/referrals'), null, STOREFRONT)?.status).toBe(405);
    expect(handle('GET', url('/referral/v1/nothing'), null, STOREFRONT)?.status).toBe(404);
    expect(handle('GET', url('/survey/v1/embed.js'), null, STOREFRONT)).toBeNull();
  });

  it('records a registered purchase once per order number, and refuses a malformed one', () => {
    const purchases = createReferralHandler({storefrontUrl: STOREFRONT});
    const body = JSON.stringify({
      purchase: {
        order_number: '1042',
        subtotal: '2624.00',
        coupon_code: null,
        currency_iso_code: 'USD',
        shipping_zip: '97201',
        shipping_address: '12 Harbor Street, Portland, OR',
      },
      customer: {email: 'ada@example.com', phone: null, first_name: 'Ada', last_name: 'Lovelace'},
    });
    expect(purchases('POST', url('/referral/v1/purchases'), body, STOREFRONT)?.status).toBe(201);
    expect(JSON.parse(purchases('POST', url('/referral/v1/purchases'), body, STOREFRONT)?.body ?? '{}')).toEqual({
      registered: false,
      order_number: '1042',
    });
    const recorded = JSON.parse(
      purchases('GET', url('/referral/v1/purchases?order_number=1042'), null, STOREFRONT)?.body ?? '{}',
    ) as {registrations: number; customer: {first_name: string}};
    expect(recorded.registrations).toBe(2);
    expect(recorded.customer.first_name).toBe('Ada');
    expect(
      purchases('POST', url('/referral/v1/purchases'), '{"purchase":{"order_number":"1"}}', STOREFRONT)?.status,
    ).toBe(400);
    expect(purchases('GET', url('/referral/v1/purchases?order_number=9'), null, STOREFRONT)?.status).toBe(404);
    expect(referralScript('en-US', 'http://127.0.0.1:4000/referral/v1/referrals')).toContain(
      '"purchasesEndpoint":"http://127.0.0.1:4000/referral/v1/purchases"',
    );
  });
});
