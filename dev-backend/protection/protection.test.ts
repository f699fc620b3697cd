import {describe, expect, it} from 'vitest';
import {contractHashFor, createProtectionHandler} from './protection';

const handle = createProtectionHandler({secret: 'test-secret-test-secret'});
const get = (query: string) => handle('GET', new URL(`http://127.0.0.1:4000/protection/v1/offers?${query}`));

describe('protection-plan stand-in (offers API)', () => {
  it('offers the catalog plans for a rower, priced in the market currency, each signed', () => {
    const result = get('storeId=s&productId=keel-pro-rower&currency=USD');
    expect(result?.status).toBe(200);
    const {plans} = JSON.parse(result?.body ?? '{}') as {plans: {base: Array<Record<string, unknown>>}};
    expect(plans.base.map((plan) => [plan.id, plan.price, (plan.contract as {term_length: number}).term_length])).toEqual([
      ['KEEL-EW-3Y', 19900, 36],
      ['KEEL-EW-5Y', 29900, 60],
    ]);
    const plan = plans.base[0] as {id: string; price: number; shopifyVariantId: string; reference: string; hash: string};
    expect(plan.shopifyVariantId).toBe('gid://shopify/ProductVariant/500101');
    expect(plan.hash).toBe(contractHashFor('test-secret-test-secret', {sku: plan.id, recommendedPrice: '199.00', variantId: plan.shopifyVariantId, reference: plan.reference}));
    const gb = JSON.parse(get('storeId=s&productId=keel-pro-rower&currency=GBP')?.body ?? '{}') as {plans: {base: Array<{price: number}>}};
    expect(gb.plans.base.map((entry) => entry.price)).toEqual([17900, 26900]);
  });

  it('has no plans for a product that is not a rower, and refuses a request without ids', () => {
    expect(JSON.parse(get('storeId=s&productId=rower-mat&currency=USD')?.body ?? '{}')).toEqual({plans: {base: []}});
    expect(get('productId=keel-pro-rower')?.status).toBe(400);
    expect(handle('POST', new URL('http://127.0.0.1:4000/protection/v1/offers'))?.status).toBe(405);
  });
});
