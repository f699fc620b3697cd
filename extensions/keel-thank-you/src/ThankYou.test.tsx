import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderToString} from 'preact-render-to-string';
import {OrderPageLink, publishOrderConfirmation} from './ThankYou';
import {orderPageUrl} from './orderLink';

/** The part of Shopify's `shopify` global the block reads, for a thank-you page in `country`. */
function thankYouPage(
  country: string | undefined,
  settings: Record<string, unknown> = {storefront_url: 'https://www.keel.example/'},
) {
  const signal = <T,>(value: T) => ({value, subscribe: () => () => undefined});
  const publish = vi.fn(async () => true);
  Object.assign(globalThis, {
    shopify: {
      analytics: {publish},
      orderConfirmation: signal({
        order: {id: 'gid://shopify/OrderIdentity/5810001'},
        number: 'XPAV284CT',
        isFirstOrder: true,
      }),
      settings: signal(settings),
      localization: {country: signal(country ? {isoCode: country} : undefined)},
    },
  });
  return publish;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'shopify');
});

describe('the Thank you page block', () => {
  it('links a US order to /order/{id}?key={confirmation number}', () => {
    thankYouPage('US');
    expect(renderToString(<OrderPageLink />)).toContain(
      '<s-link href="https://www.keel.example/order/5810001?key=XPAV284CT">View your order</s-link>',
    );
  });

  it('keeps the UK shopper in en-GB', () => {
    thankYouPage('GB');
    expect(renderToString(<OrderPageLink />)).toContain(
      'href="https://www.keel.example/en-GB/order/5810001?key=XPAV284CT"',
    );
  });

  it('renders nothing until the merchant sets the storefront URL', () => {
    thankYouPage('US', {});
    expect(renderToString(<OrderPageLink />)).toBe('');
  });

  it('refuses a storefront URL that is not one, and an order without a confirmation number', () => {
    expect(
      orderPageUrl({storefrontUrl: 'keel.example', countryCode: 'US', orderId: '1', confirmationNumber: 'X'}),
    ).toBeNull();
    expect(
      orderPageUrl({
        storefrontUrl: 'https://keel.example',
        countryCode: 'US',
        orderId: '1',
        confirmationNumber: undefined,
      }),
    ).toBeNull();
  });

  it("hands the order's confirmation number to the keel-pixel, which checkout_completed does not carry (decision 0132)", async () => {
    const publish = thankYouPage('US');
    await publishOrderConfirmation();
    expect(publish).toHaveBeenCalledWith('keel:order_confirmation', {
      orderId: 'gid://shopify/OrderIdentity/5810001',
      confirmationNumber: 'XPAV284CT',
    });
  });
});
