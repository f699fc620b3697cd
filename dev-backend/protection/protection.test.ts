import {describe, expect, it} from 'vitest';
import {contractHashFor, createProtectionHandler} from './protection';

const handle = createProtectionHandler({secret: 'test-secret-test-secret'});
const get = (query: string) => handle('GET', new URL(`http://127.0.0.1:4000/protection/v1/offers?${query}`));

describe('protection-plan stand-in (offers API)', () => {
  it('offers the catalog plans for a rower, priced in the market currency, each signed', () => {
    const result = get('storeId=s&productId=keel-pro-rower&currency=USD');
    expect(result?.status).toBe(200);
    const {plans} = JSON.parse(result?.body ?? '{}') as {plans: {base: Array<Record<string, unknown>>}};
    // Without a price, the rower's own: $2,495, in the 2,000-2,499.99 band.
    expect(
      plans.base.map((plan) => [plan.id, plan.price, (plan.contract as {term_length: number}).term_length]),
    ).toEqual([
      ['KEEL-EW-3Y-2000', 24900, 36],
      ['KEEL-EW-5Y-2000', 36900, 60],
    ]);
    const plan = plans.base[0] as {
      id: string;
      price: number;
      shopifyVariantId: string;
      reference: string;
      hash: string;
    };
    expect(plan.shopifyVariantId).toBe('gid://shopify/ProductVariant/500102');
    expect(plan.hash).toBe(
      contractHashFor('test-secret-test-secret', {
        sku: plan.id,
        recommendedPrice: '249.00',
        variantId: plan.shopifyVariantId,
        reference: plan.reference,
      }),
    );
    const gb = JSON.parse(get('storeId=s&productId=keel-pro-rower&currency=GBP')?.body ?? '{}') as {
      plans: {base: Array<{price: number}>};
    };
    expect(gb.plans.base.map((entry) => entry.price)).toEqual([21900, 32900]);
  });

  it('offers the plans of the band that holds the covered price (a surcharged colour can move up a band)', () => {
    const offered = (query: string) =>
      (JSON.parse(get(query)?.body ?? '{}') as {plans: {base: Array<{id: string; price: number}>}}).plans.base.map(
        (plan) => [plan.id, plan.price],
      );
    expect(offered('storeId=s&productId=keel-pro-rower&currency=USD&price=259500')).toEqual([
      ['KEEL-EW-3Y-2500', 29900],
      ['KEEL-EW-5Y-2500', 43900],
    ]);
    expect(offered('storeId=s&productId=keel-pro-rower&currency=USD&price=249999')).toEqual([
      ['KEEL-EW-3Y-2000', 24900],
      ['KEEL-EW-5Y-2000', 36900],
    ]);
    // No band holds the price: no plans, as Extend answers a product it does not cover.
    expect(offered('storeId=s&productId=keel-pro-rower&currency=USD&price=900000')).toEqual([]);
    expect(get('storeId=s&productId=keel-pro-rower&currency=USD&price=12.5')?.status).toBe(400);
  });

  it('has no plans for a product that is not a rower, and refuses a request without ids', () => {
    expect(JSON.parse(get('storeId=s&productId=rower-mat&currency=USD')?.body ?? '{}')).toEqual({plans: {base: []}});
    expect(get('productId=keel-pro-rower')?.status).toBe(400);
    expect(handle('POST', new URL('http://127.0.0.1:4000/protection/v1/offers'))?.status).toBe(405);
  });
});
