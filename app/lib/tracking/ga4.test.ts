import {describe, expect, it} from 'vitest';
import {
  cartChangeEvents,
  clickEvent,
  experimentImpressionEvent,
  ga4Item,
  listNameFor,
  measurementProtocolBody,
  pageViewEvent,
  purchaseEvent,
  toMeasurementProtocol,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ga4';
import {trackedItem} from './fixtures.test-helpers';
import type {TrackedItem} from './items';

const item = (sku: string, overrides: Partial<TrackedItem> = {}) =>
  trackedItem({sku, name: `Item ${sku}`, ...overrides});

describe('GA4 ecommerce events (rules:tracking-calls, GA4 recommended shape)', () => {
  it('builds an item with the page list name unless the line carries its own', () => {
    expect(ga4Item(item('MAT', {variant: 'Black', quantity: 2}), 'Cart - x')).toEqual({
      item_id: 'MAT',
      item_name: 'Item MAT',
      price: 79,
      quantity: 2,
      item_variant: 'Black',
      item_category: 'Accessories',
      item_list_name: 'Cart - x',
    });
    expect(ga4Item(item('MAT', {listName: 'Rower PDP - x'}), 'Cart - x').item_list_name).toBe('Rower PDP - x');
    expect(ga4Item(item('MAT'), 'Cart - x')).not.toHaveProperty('item_variant');
  });

  it.each([
    ['/cart/', 'Cart - x'],
    ['/en-GB/products/rowers/keel-pro-rower/', 'Rower PDP - x'],
    ['/products/accessories/rower-mat/', 'Accessories PDP - x'],
    ['/bundles/pro-complete/', 'Bundle PDP - x'],
    ['/', 'Homepage - x'],
    ['/about', 'Page - x'],
    ['/products/rowers/keel-pro-rower/?isBundlePdp=true', 'Bundle PDP - x'],
  ])('names lists as rules:analytics-page-names does: %s is %s', (page, name) => {
    expect(listNameFor(page)).toBe(name);
  });

  it('makes add_to_cart and remove_from_cart with currency, value, items and location', () => {
    const events = cartChangeEvents(
      {currency: 'GBP', added: [item('A', {quantity: 2, price: 10.5})], removed: [item('B')]},
      'PDP',
      '/en-GB/products/accessories/a/',
    );
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        location: 'PDP',
        ecommerce: {
          currency: 'GBP',
          value: 21,
          items: [
            expect.objectContaining({item_id: 'A', quantity: 2, price: 10.5, item_list_name: 'Accessories PDP - x'}),
          ],
        },
      },
      {
        event: 'remove_from_cart',
        location: 'PDP',
        ecommerce: {currency: 'GBP', value: 79, items: [expect.objectContaining({item_id: 'B'})]},
      },
    ]);
    expect(cartChangeEvents({currency: 'USD', added: [], removed: []}, 'Cart', '/cart')).toEqual([]);
  });

  it('makes view_cart, view_item and view_item_list ("Bundle PLP" on the bundle listing)', () => {
    expect(viewCartEvent('USD', [item('A', {quantity: 3})], '/cart', 'ICON')).toEqual({
      event: 'view_cart',
      location: 'ICON',
      ecommerce: {
        currency: 'USD',
        value: 237,
        items: [expect.objectContaining({item_list_name: 'Cart - x', quantity: 3})],
      },
    });
    expect(viewCartEvent('USD', [], '/cart')).not.toHaveProperty('location');
    expect(
      viewItemEvent('USD', item('PRO', {quantity: 5, price: 2495}), '/products/rowers/keel-pro-rower/').ecommerce,
    ).toEqual({
      currency: 'USD',
      value: 2495,
      items: [expect.objectContaining({item_id: 'PRO', quantity: 1, item_list_name: 'Rower PDP - x'})],
    });
    const bundles = viewItemListEvent('USD', [item('P1'), item('P2')], '/listings/bundles/');
    expect(bundles.ecommerce.item_list_name).toBe('Bundle PLP');
    expect(bundles.ecommerce.items.map((entry) => entry.item_list_name)).toEqual(['Bundle PLP', 'Bundle PLP']);
    expect(viewItemListEvent('GBP', [item('R')], '/en-GB/listings/rowers/').ecommerce.item_list_name).toBe('Rower PLP');
  });

  it('makes the purchase event with transaction_id', () => {
    expect(
      purchaseEvent({
        transactionId: '#1001',
        currency: 'USD',
        value: 2621,
        items: [item('PRO', {name: '5 Years Warranty'})],
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 2621,
        transaction_id: '#1001',
        items: [
          expect.objectContaining({
            item_id: 'PRO',
            item_name: '5 Years Warranty',
            item_list_name: 'Order Confirmation',
          }),
        ],
      },
    });
  });

  it('makes page_view with the rules:analytics-page-names page name, and the click events', () => {
    expect(
      pageViewEvent(new URL('http://shop.test/en-GB/listings/bundles/?a=1'), 'Bundles | Keel', 'http://shop.test/'),
    ).toEqual({
      event: 'page_view',
      page_location: 'http://shop.test/en-GB/listings/bundles/',
      page_title: 'Bundles | Keel',
      page_referrer: 'http://shop.test/',
      page_name: 'Bundles PLP',
    });
    expect(pageViewEvent(new URL('http://shop.test/about'), 'About', '')).toEqual({
      event: 'page_view',
      page_location: 'http://shop.test/about',
      page_title: 'About',
    });
    expect(
      pageViewEvent(new URL('http://shop.test/products/rowers/keel-pro-rower/?isBundlePdp=true'), 'Pro', '').page_name,
    ).toBe('Bundle PDP');
    // A flexible page's analytics page-variant id (rules:analytics-page-names page fields; decision 0091).
    expect(pageViewEvent(new URL('http://shop.test/'), 'Home', '', 'home-2026-11')).toEqual({
      event: 'page_view',
      page_location: 'http://shop.test/',
      page_title: 'Home',
      page_name: 'Homepage',
      page_variant_id: 'home-2026-11',
    });
    // GA4's length limits: a long referrer is cut, not refused.
    expect(
      pageViewEvent(new URL('http://shop.test/'), 'Home', `http://ads.test/?q=${'x'.repeat(900)}`).page_referrer,
    ).toHaveLength(420);
    expect(clickEvent('carousel_click', '/', {label: 'Next slide'})).toEqual({
      event: 'carousel_click',
      page_name: 'Homepage',
      label: 'Next slide',
    });
    expect(experimentImpressionEvent('hero-test', 'B')).toEqual({
      event: 'experiment_impression',
      experiment_id: 'hero-test',
      variant_id: 'B',
    });
    expect(
      toMeasurementProtocol(experimentImpressionEvent('hero-test', 'B'), {sessionId: '1', engagementTimeMsec: 1})
        .params,
    ).toEqual({experiment_id: 'hero-test', variant_id: 'B', session_id: '1', engagement_time_msec: 1});
  });

  it('turns a dataLayer event into a Measurement Protocol event with a session', () => {
    const event = viewCartEvent('USD', [item('A')], '/cart', 'PAGE');
    expect(toMeasurementProtocol(event, {sessionId: '1700000000', engagementTimeMsec: 120})).toEqual({
      name: 'view_cart',
      params: {
        currency: 'USD',
        value: 79,
        items: event.ecommerce.items,
        location: 'PAGE',
        session_id: '1700000000',
        engagement_time_msec: 120,
      },
    });
    const many = Array.from({length: 30}, () => ({name: 'page_view', params: {}}));
    expect(measurementProtocolBody('uuid-1', many).events).toHaveLength(25);
  });
});
