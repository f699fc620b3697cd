import {describe, expect, it} from 'vitest';
import {envelope, parseDsn, reportRoute, scrub, scrubText, sentryEvent} from './errorReporting';

describe('DSN (Sentry format)', () => {
  it('gives the envelope URL with the key, also under a path prefix', () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/42')).toEqual({
      publicKey: 'abc123',
      projectId: '42',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/42/envelope/?sentry_key=abc123&sentry_version=7',
      origin: 'https://o1.ingest.sentry.io',
    });
    expect(parseDsn('http://k@127.0.0.1:4000/sentry/1')?.envelopeUrl).toBe(
      'http://127.0.0.1:4000/sentry/api/1/envelope/?sentry_key=k&sentry_version=7',
    );
  });
  it('is off when empty or malformed', () => {
    expect(parseDsn('')).toBeNull();
    expect(parseDsn(undefined)).toBeNull();
    expect(parseDsn('https://o1.ingest.sentry.io/42')).toBeNull();
    expect(parseDsn('https://k@o1.ingest.sentry.io/project')).toBeNull();
    expect(parseDsn('not a url')).toBeNull();
  });
});

describe('scrubbing personal data', () => {
  it('removes e-mails, cart ids and tokens, URL secrets, street addresses and phone numbers', () => {
    expect(scrubText('Order for ada@example.com failed')).toBe('Order for [email] failed');
    expect(scrubText('cart gid://shopify/Cart/c1-abc123?key=deadbeef gone')).toBe('cart [cart] gone');
    expect(scrubText('POST http://127.0.0.1:4000/cart/c/c1-abc123?key=abc')).toBe(
      'POST http://127.0.0.1:4000/cart/c/[cart]?key=[redacted]',
    );
    expect(scrubText('/order/1042?key=0123456789abcdef')).toBe('/order/1042?key=[redacted]');
    expect(scrubText('ship to 12 Harbor Street, Portland')).toBe('ship to [address], Portland');
    expect(scrubText('call +1 (503) 555-0100 now')).toBe('call [phone] now');
    expect(scrubText('on 2026-11-23 at 127.0.0.1:4000, line 12345')).toBe(
      'on 2026-11-23 at 127.0.0.1:4000, line 12345',
    );
  });
  it('drops personal fields by name in extra data, however deep', () => {
    expect(
      scrub({
        userErrors: [{message: 'bad'}],
        email: 'a@b.co',
        shippingAddress: {address1: 'x'},
        nested: {cartId: 'gid://shopify/Cart/1', phone: '1'},
        userAgent: 'UA',
      }),
    ).toEqual({
      userErrors: [{message: 'bad'}],
      email: '[redacted]',
      shippingAddress: '[redacted]',
      nested: {cartId: '[redacted]', phone: '[redacted]'},
      userAgent: 'UA',
    });
  });
  it('reports the route without its query and with order ids generalised', () => {
    expect(reportRoute('https://keel.example/en-GB/order/1042?key=abc')).toBe('/en-GB/order/:id');
    expect(reportRoute('/products/rowers/keel-pro-rower/')).toBe('/products/rowers/keel-pro-rower/');
  });
});

describe('Sentry event and envelope', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const base = {
    route: '/cart?key=x',
    locale: 'en-GB',
    release: 'keel@1',
    environment: 'test',
    platform: 'javascript' as const,
    source: 'worker',
  };

  it('carries route, release, locale and the spec code, scrubbed', () => {
    const event = sentryEvent(
      {
        ...base,
        code: 'HY-S5007',
        message: '[Shopify API] - Add to Cart Error Response',
        extra: {email: 'ada@example.com', note: 'for ada@example.com'},
      },
      'e'.repeat(32),
      now,
    );
    expect(event).toMatchObject({
      event_id: 'e'.repeat(32),
      level: 'error',
      release: 'keel@1',
      environment: 'test',
      tags: {route: '/cart', locale: 'en-GB', source: 'worker', code: 'HY-S5007'},
      message: {formatted: '[HY-S5007] [Shopify API] - Add to Cart Error Response'},
      extra: {email: '[redacted]', note: 'for [email]'},
    });
  });

  it('turns an Error into an exception with a scrubbed message and frames', () => {
    const error = new Error('failed for ada@example.com with gid://shopify/Cart/c1-x');
    const event = sentryEvent({...base, error}, 'e'.repeat(32), now);
    expect(event.exception?.values[0]).toMatchObject({type: 'Error', value: 'failed for [email] with [cart]'});
    expect(JSON.stringify(event)).not.toContain('ada@example.com');
  });

  it('writes the envelope: header, item header with the payload length, payload', () => {
    const event = sentryEvent({...base, message: 'ünïcode'}, 'e'.repeat(32), now);
    const [header, item, payload] = envelope(event, now).split('\n');
    expect(JSON.parse(header ?? '')).toMatchObject({event_id: 'e'.repeat(32), sent_at: '2026-11-23T12:00:00.000Z'});
    expect(JSON.parse(item ?? '')).toEqual({
      type: 'event',
      content_type: 'application/json',
      length: new TextEncoder().encode(payload ?? '').length,
    });
    expect(JSON.parse(payload ?? '')).toEqual(JSON.parse(JSON.stringify(event)));
  });
});
