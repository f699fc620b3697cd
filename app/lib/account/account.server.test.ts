import {createCustomerAccountClient} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {LOCALES} from '~/lib/i18n';
import {customerAccountOptions} from './account.server';

const session = {get: () => undefined, set: () => {}, unset: () => {}, commit: async () => ''};

/** Counts the URLs that could not be parsed while `run` ran: each one is a `TypeError` thrown and caught. */
function unparsedUrls(run: () => void): number {
  const RealUrl = URL;
  let failures = 0;
  class CountingUrl extends RealUrl {
    constructor(url: string | URL, base?: string | URL) {
      try {
        super(url, base);
      } catch (error) {
        failures++;
        throw error;
      }
    }
  }
  vi.stubGlobal('URL', CountingUrl);
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
  return failures;
}

describe('customerAccountOptions (decision 0170)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the locale’s callback as the absolute https URL Hydrogen would make of it', () => {
    const request = new Request('http://127.0.0.1:3000/en-GB/products/rowers/keel-pro-rower/');
    const options = customerAccountOptions(request, LOCALES['en-GB']);
    expect(options.authUrl).toBe('https://127.0.0.1:3000/en-GB/account/authorize');
    expect(customerAccountOptions(new Request('https://keel.example/'), LOCALES['en-US']).authUrl).toBe(
      'https://keel.example/account/authorize',
    );
  });

  it('lets Hydrogen build its client with one failed URL parse, its own default’s (a path made two on every request)', () => {
    const request = new Request('http://127.0.0.1:3000/');
    const build = (options: Record<string, unknown>) => () =>
      void createCustomerAccountClient({
        session: session as never,
        customerAccountId: 'client-id',
        shopId: '80000000001',
        request,
        waitUntil: () => {},
        ...options,
      });
    // The old options (a path): Hydrogen's own parse of each fails once.
    expect(unparsedUrls(build({authUrl: '/account/authorize', useCustomAuthDomain: true}))).toBe(2);
    // The other is Hydrogen's default authorize path: `createHydrogenContext` does not pass `authorizePath` on.
    expect(unparsedUrls(build(customerAccountOptions(request, LOCALES['en-US'])))).toBe(1);
  });
});
