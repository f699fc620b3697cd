import {describe, expect, it} from 'vitest';
import {
  contractFor,
  contractHash,
  contractPayload,
  OffersSchema,
  verifyContractLine,
  warrantyName,
} from './protectionPlans';

const SECRET = 'shared-secret-for-tests';
const V = (id: number) => `gid://shopify/ProductVariant/${id}`;

async function signedPlan(id: string, cents: number, variant: string, reference = `keel-pro-rower:${id}`) {
  const hash = await contractHash(
    contractPayload({sku: id, recommendedPrice: (cents / 100).toFixed(2), variantId: variant, reference}),
    SECRET,
  );
  return {
    id,
    title: id,
    price: cents,
    currency: 'USD',
    contract: {term_length: id.endsWith('5Y') ? 60 : 36},
    shopifyVariantId: variant,
    reference,
    hash,
  };
}

function lineFor(contract: NonNullable<ReturnType<typeof contractFor>>, merchandiseId = contract.variantId) {
  return {
    merchandiseId,
    attributes: [
      {key: '_configuratorId', value: 'c1'},
      {key: '_contract_sku', value: contract.sku},
      {key: '_contract_recommended_price', value: contract.recommendedPrice},
      {key: '_contract_shopify_variant_id', value: contract.variantId},
      {key: '_contract_reference', value: contract.reference},
      {key: '_contract_contract_hash', value: contract.hash},
    ],
  };
}

describe('warranty names (rules:configurator-fields)', () => {
  it("append the provider's suffix once", () => {
    expect(warrantyName('3-Year Extended Warranty')).toBe('3-Year Extended Warranty – Extend Protection Plan');
    expect(warrantyName(warrantyName('3-Year Extended Warranty'))).toBe(
      '3-Year Extended Warranty – Extend Protection Plan',
    );
  });
});

describe('offer mapping', () => {
  it('parses the offers API and maps a plan onto the warranty item with the same sku and variant', async () => {
    const offers = OffersSchema.parse({
      plans: {
        base: [await signedPlan('KEEL-EW-3Y', 19900, V(500101)), await signedPlan('KEEL-EW-5Y', 29900, V(500201))],
      },
      marketing: {},
    });
    const contract = contractFor(offers.plans.base, {sku: 'KEEL-EW-5Y', variantId: V(500201)});
    expect(contract).toMatchObject({
      sku: 'KEEL-EW-5Y',
      recommendedPrice: '299.00',
      variantId: V(500201),
      reference: 'keel-pro-rower:KEEL-EW-5Y',
      termMonths: 60,
    });
    expect(contract?.hash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('offers nothing for an unknown sku or a plan bound to another variant', async () => {
    const plans = [await signedPlan('KEEL-EW-3Y', 19900, V(500101))];
    expect(contractFor(plans, {sku: 'KEEL-EW-9Y', variantId: V(500101)})).toBeNull();
    expect(contractFor(plans, {sku: 'KEEL-EW-3Y', variantId: V(999)})).toBeNull();
    expect(contractFor(plans, {sku: null, variantId: V(500101)})).toBeNull();
  });
  it('refuses a malformed offers answer', () => {
    expect(OffersSchema.safeParse({plans: {base: [{id: 'x', price: '19.99'}]}}).success).toBe(false);
  });
});

describe('contract check before adding (rules:configurator-fields)', () => {
  it("accepts the provider's contract on its own variant, and lines without a contract", async () => {
    const contract = contractFor([await signedPlan('KEEL-EW-5Y', 29900, V(500201))], {
      sku: 'KEEL-EW-5Y',
      variantId: V(500201),
    })!;
    expect(await verifyContractLine(lineFor(contract), SECRET)).toBe(true);
    expect(
      await verifyContractLine({merchandiseId: V(300101), attributes: [{key: '_isRower', value: 'true'}]}, SECRET),
    ).toBe(true);
  });

  it('refuses a forged cheaper price, a dear contract on a cheap variant, a made-up hash, a missing field or no secret', async () => {
    const five = contractFor([await signedPlan('KEEL-EW-5Y', 29900, V(500201))], {
      sku: 'KEEL-EW-5Y',
      variantId: V(500201),
    })!;
    expect(await verifyContractLine(lineFor({...five, recommendedPrice: '199.00'}), SECRET)).toBe(false);
    expect(await verifyContractLine(lineFor({...five, variantId: V(500101)}), SECRET)).toBe(false);
    expect(await verifyContractLine(lineFor(five, V(500101)), SECRET)).toBe(false);
    expect(await verifyContractLine(lineFor({...five, hash: 'f'.repeat(64)}), SECRET)).toBe(false);
    const missing = lineFor(five);
    missing.attributes = missing.attributes.filter((attribute) => attribute.key !== '_contract_reference');
    expect(await verifyContractLine(missing, SECRET)).toBe(false);
    expect(await verifyContractLine(lineFor(five), 'another-secret-entirely')).toBe(false);
    expect(await verifyContractLine(lineFor(five), undefined)).toBe(false);
  });
});
