import {describe, expect, it} from 'vitest';
import {addressList, orderDetails, orderNumber, orderSummaries, profileView} from './accountViews';

const money = (amount: string, currencyCode = 'GBP') => ({amount, currencyCode});

describe('orderSummaries', () => {
  it('keeps the API’s order (newest first), each with its number, plain-words status and total in its own currency', () => {
    const view = orderSummaries({
      customer: {
        orders: {
          nodes: [
            {
              id: 'gid://shopify/Order/5002',
              number: 1002,
              confirmationNumber: 'A',
              processedAt: '2026-11-20T10:00:00Z',
              financialStatus: 'PAID',
              fulfillmentStatus: 'FULFILLED',
              fulfillments: {nodes: []},
              totalPrice: money('1199.0'),
            },
            {
              id: 'gid://shopify/Order/5001',
              number: 1001,
              confirmationNumber: null,
              processedAt: '2026-10-02T09:00:00Z',
              financialStatus: null,
              fulfillmentStatus: 'PARTIALLY_FULFILLED',
              fulfillments: {nodes: []},
              totalPrice: money('10.5', 'USD'),
            },
          ],
          pageInfo: {hasPreviousPage: false, hasNextPage: true, startCursor: 's', endCursor: 'e'},
        },
      },
    });
    expect(view.orders).toEqual([
      {
        id: '5002',
        name: '#1002',
        processedAt: '2026-11-20T10:00:00Z',
        status: 'Fulfilled',
        payment: 'Paid',
        total: money('1199.0'),
      },
      {
        id: '5001',
        name: '#1001',
        processedAt: '2026-10-02T09:00:00Z',
        status: 'Partly fulfilled',
        payment: null,
        total: money('10.5', 'USD'),
      },
    ]);
    expect(view.pageInfo).toEqual({hasPreviousPage: false, hasNextPage: true, startCursor: 's', endCursor: 'e'});
  });

  it('refuses an answer of another shape instead of showing half of it', () => {
    expect(() => orderSummaries({customer: {orders: {nodes: [{id: 5}]}}})).toThrow();
  });
});

describe('orderDetails', () => {
  const order = {
    id: 'gid://shopify/Order/5002',
    name: '#1002',
    confirmationNumber: 'KEEL1002',
    statusPageUrl: 'https://shopify.com/1/account/orders/1',
    fulfillmentStatus: 'UNFULFILLED',
    processedAt: '2026-11-20T10:00:00Z',
    fulfillments: {nodes: [{status: 'OPEN'}]},
    totalTax: money('199.83'),
    totalPrice: money('1199.0'),
    subtotal: money('1249.0'),
    shippingAddress: {
      name: 'Imogen Hale',
      formatted: ['Imogen Hale', '2 Quay Street', 'Bristol BS1 4DJ', 'United Kingdom'],
      formattedArea: 'Bristol',
    },
    discountApplications: {
      nodes: [
        {value: {__typename: 'MoneyV2', ...money('50.0')}},
        {value: {__typename: 'PricingPercentageValue', percentage: 10}},
      ],
    },
    lineItems: {
      nodes: [
        {
          id: 'l1',
          title: 'Keel Pro Rower',
          quantity: 1,
          price: money('1249.0'),
          discountAllocations: [],
          totalDiscount: money('0.0'),
          image: null,
          variantTitle: 'Walnut',
        },
        {
          id: 'l2',
          title: 'Rower Mat',
          quantity: 2,
          price: money('129.0'),
          discountAllocations: [],
          totalDiscount: money('20.0'),
          image: {altText: null, height: 10, width: 10, url: 'https://cdn.shopify.com/m.png', id: 'i'},
          variantTitle: null,
        },
      ],
    },
  };

  it('gives the lines, totals, discounts, shipping address and fulfilment status', () => {
    const view = orderDetails({order});
    expect(view).toMatchObject({
      id: '5002',
      name: '#1002',
      status: 'Unfulfilled',
      subtotal: money('1249.0'),
      tax: money('199.83'),
      total: money('1199.0'),
      discounts: [
        {kind: 'amount', amount: money('50.0')},
        {kind: 'percentage', percentage: 10},
      ],
      shippingAddress: ['Imogen Hale', '2 Quay Street', 'Bristol BS1 4DJ', 'United Kingdom'],
    });
    expect(view?.lines).toEqual([
      {id: 'l1', title: 'Keel Pro Rower', variantTitle: 'Walnut', quantity: 1, price: money('1249.0'), discount: null},
      {id: 'l2', title: 'Rower Mat', variantTitle: null, quantity: 2, price: money('129.0'), discount: money('20.0')},
    ]);
  });

  it('is null for an order the customer does not have', () => {
    expect(orderDetails({order: null})).toBeNull();
  });
});

describe('addressList', () => {
  it('marks the default address and keeps each one’s fields for its edit form', () => {
    const address = (id: string, city: string) => ({
      id,
      formatted: ['Rowan Ash', `1 ${city} Road`],
      firstName: 'Rowan',
      lastName: 'Ash',
      company: null,
      address1: `1 ${city} Road`,
      address2: null,
      territoryCode: 'US',
      zoneCode: 'OR',
      city,
      zip: '97201',
      phoneNumber: null,
    });
    const list = addressList({
      customer: {
        id: 'c',
        firstName: 'Rowan',
        lastName: 'Ash',
        defaultAddress: address('a2', 'Salem'),
        addresses: {nodes: [address('a1', 'Portland'), address('a2', 'Salem')]},
      },
    });
    expect(list.map((entry) => [entry.id, entry.isDefault, entry.fields.city, entry.fields.company])).toEqual([
      ['a2', true, 'Salem', ''],
      ['a1', false, 'Portland', ''],
    ]);
  });
});

describe('profileView', () => {
  it('reads the marketing choice as subscribed for SUBSCRIBED and PENDING only', () => {
    const customer = (marketingState: string) => ({
      customer: {firstName: 'R', lastName: null, emailAddress: {emailAddress: 'r@example.com', marketingState}},
    });
    expect(profileView(customer('SUBSCRIBED'))).toEqual({
      firstName: 'R',
      lastName: '',
      email: 'r@example.com',
      subscribed: true,
    });
    expect(profileView(customer('PENDING')).subscribed).toBe(true);
    expect(profileView(customer('UNSUBSCRIBED')).subscribed).toBe(false);
    expect(profileView(customer('NOT_SUBSCRIBED')).subscribed).toBe(false);
  });
});

describe('orderNumber', () => {
  it('takes the digits of an order URL and gives its id, or null', () => {
    expect(orderNumber('5002')).toBe('gid://shopify/Order/5002');
    for (const bad of ['abc', '', '5002x', '1'.repeat(21)]) expect(orderNumber(bad)).toBeNull();
  });
});
