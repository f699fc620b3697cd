import {afterEach, describe, expect, it} from 'vitest';
import {renderToString} from 'preact-render-to-string';
import {OrderPageLink} from './ThankYou';
import {orderPageUrl} from './orderLink';

/** The part of Shopify's `shopify` global the block reads, for a thank-you page in `country`. */
function thankYouPage(country: string | undefined, settings: Record<string, unknown> = {storefront_url: 'https://www.keel.example/'}) {
  const signal = <T,>(value: T) => ({value, subscribe: () => () => undefined});
  Object.assign(globalThis, {
    shopify: {
      orderConfirmation: signal({order: {id: 'gid://shopify/OrderIdentity/5810001'}, number: 'XPAV284CT', isFirstOrder: true}),
      settings: signal(settings),
      localization: {country: signal(country ? {isoCode: country} : undefined)},
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'shopify');
});

describe('the Thank you page block', () => {
  it('links a US order to /order/{id}?key={confirmation number}', () => {
    thankYouPage('US');
    expect(renderToString(<OrderPageLink />)).toContain('<s-link href="https://www.keel.example/order/5810001?key=XPAV284CT">View your order</s-link>');
  });

  it('keeps the UK shopper in en-GB', () => {
    thankYouPage('GB');
    expect(renderToString(<OrderPageLink />)).toContain('href="https://www.keel.example/en-GB/order/5810001?key=XPAV284CT"');
  });

  it('renders nothing until the merchant sets the storefront URL', () => {
    thankYouPage('US', {});
    expect(renderToString(<OrderPageLink />)).toBe('');
  });

  it('refuses a storefront URL that is not one, and an order without a confirmation number', () => {
    expect(orderPageUrl({storefrontUrl: 'keel.example', countryCode: 'US', orderId: '1', confirmationNumber: 'X'})).toBeNull();
    expect(orderPageUrl({storefrontUrl: 'https://keel.example', countryCode: 'US', orderId: '1', confirmationNumber: undefined})).toBeNull();
  });
});
