/**
 * Protection plans (rules:configurator-warranty-item, rules:configurator-fields; decision 0057): the provider's offers
 * mapped onto the configurator's warranty items, and the contract check the
 * worker makes before a warranty line reaches the cart. Pure (Web Crypto only).
 */
import {z} from 'zod';

export {PROTECTION_PLAN_PROVIDER_NAME, PROTECTION_PLAN_SUFFIX, warrantyName} from './protectionPlanNames';

/** One plan of the offers API (Extend's shape: id, title, price in cents, contract.term_length in months), with the provider's contract reference and hash. */
const PlanSchema = z.looseObject({
  id: z.string().min(1).max(100),
  title: z.string().max(200).optional(),
  price: z.number().int().nonnegative(),
  currency: z.string().length(3).optional(),
  contract: z.looseObject({term_length: z.number().int().positive()}),
  shopifyVariantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/),
  reference: z.string().min(1).max(200),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

export const OffersSchema = z.looseObject({
  plans: z.looseObject({base: z.array(PlanSchema).default([])}),
});

export type Plan = z.infer<typeof PlanSchema>;

/** The contract a warranty line carries in its `_contract_*` attributes (rules:configurator-fields). */
export interface Contract {
  sku: string;
  recommendedPrice: string;
  variantId: string;
  reference: string;
  hash: string;
  /** Months of cover. */
  termMonths: number;
}

/**
 * The provider's plan for a warranty item: the one whose contract sku is the
 * item's commerce sku and whose commerce variant is the item's. Anything else
 * (no plan, another variant) means the item is not offered.
 */
export function contractFor(plans: readonly Plan[], item: {sku: string | null; variantId: string}): Contract | null {
  const plan = plans.find((candidate) => candidate.id === item.sku && candidate.shopifyVariantId === item.variantId);
  if (!plan) return null;
  return {
    sku: plan.id,
    recommendedPrice: (plan.price / 100).toFixed(2),
    variantId: plan.shopifyVariantId,
    reference: plan.reference,
    hash: plan.hash,
    termMonths: plan.contract.term_length,
  };
}

/** What the provider signs: the contract's sku, price, commerce variant and reference. */
export function contractPayload(
  contract: Pick<Contract, 'sku' | 'recommendedPrice' | 'variantId' | 'reference'>,
): string {
  return [contract.sku, contract.recommendedPrice, contract.variantId, contract.reference].join('|');
}

export async function contractHash(payload: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const CONTRACT_KEYS = {
  sku: '_contract_sku',
  recommendedPrice: '_contract_recommended_price',
  variantId: '_contract_shopify_variant_id',
  reference: '_contract_reference',
  hash: '_contract_contract_hash',
} as const;

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * rules:configurator-fields: a line that carries `_contract_sku` is a warranty line; before it
 * reaches the cart, its contract must be the provider's, unaltered (HMAC with
 * the shared secret) and for the very variant being added, so a shopper
 * cannot put a dearer plan's contract on a cheaper plan (or any made-up one).
 */
export async function verifyContractLine(
  line: {merchandiseId: string; attributes: ReadonlyArray<{key: string; value: string}>},
  secret: string | undefined,
): Promise<boolean> {
  const attribute = (key: string) => line.attributes.find((candidate) => candidate.key === key)?.value;
  if (attribute(CONTRACT_KEYS.sku) === undefined) return true;
  if (!secret) return false;
  const contract = {
    sku: attribute(CONTRACT_KEYS.sku) ?? '',
    recommendedPrice: attribute(CONTRACT_KEYS.recommendedPrice) ?? '',
    variantId: attribute(CONTRACT_KEYS.variantId) ?? '',
    reference: attribute(CONTRACT_KEYS.reference) ?? '',
  };
  const hash = attribute(CONTRACT_KEYS.hash) ?? '';
  if (Object.values(contract).some((value) => !value) || contract.variantId !== line.merchandiseId) return false;
  return sameHex(await contractHash(contractPayload(contract), secret), hash);
}
