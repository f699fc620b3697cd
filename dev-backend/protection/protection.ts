/**
 * A stand-in for the protection-plan provider (decision 0057), in the shape
 * of Extend's offers API: `GET /protection/v1/offers?storeId=&productId=&currency=&price=`
 * answers `{plans: {base: [{id, title, price (cents), currency, contract:
 * {term_length (months), coverage_type}, shopifyVariantId, reference, hash}]}}`
 * for a rower of the catalog. `price` is the covered product's price in cents
 * (as Extend's SDK passes it; the rower's own price when absent): each plan is
 * the variant of its Term whose Price Range band holds it (decision 0082).
 * The plan id is the contract sku (the sku of the plan's commerce variant),
 * and `hash` signs sku, price, variant and reference with HMAC-SHA256 and the
 * secret the worker shares (PROTECTION_PLAN_SECRET), so a contract cannot be
 * altered on its way to the cart.
 */
import {createHmac} from 'node:crypto';
import {MARKET_CURRENCY, PRODUCTS, WARRANTY_BANDS, type Market} from '../seed/catalog';
import {fromResult, type Handler} from '../http/handler';

/** Months of cover of a Term option value ('5 Years'). */
function termMonths(term: string | undefined): number | null {
  const years = /^(\d+) Years?$/.exec(term ?? '')?.[1];
  return years ? Number(years) * 12 : null;
}

export interface ProtectionResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function contractHashFor(
  secret: string,
  contract: {sku: string; recommendedPrice: string; variantId: string; reference: string},
): string {
  return createHmac('sha256', secret)
    .update([contract.sku, contract.recommendedPrice, contract.variantId, contract.reference].join('|'))
    .digest('hex');
}

export function offersFor(productId: string, currency: string, secret: string, priceCents?: number) {
  const market = (Object.keys(MARKET_CURRENCY) as Market[]).find(
    (candidate) => MARKET_CURRENCY[candidate] === currency,
  );
  const product = PRODUCTS.find((candidate) => candidate.handle === productId && candidate.productType === 'ROWER');
  if (!market || !product) return null;
  const covered = priceCents === undefined ? (product.variants[0]?.price[market] ?? 0) : priceCents / 100;
  const band = WARRANTY_BANDS.findIndex((candidate) => covered >= candidate.min && covered <= candidate.max);
  const base = PRODUCTS.filter((candidate) => candidate.productType === 'WARRANTY').flatMap((warranty) => {
    const variant = warranty.variants[band];
    const term = termMonths(variant?.options?.find((option) => option.name === 'Term')?.value);
    if (!variant || !term) return [];
    const price = Math.round(variant.price[market] * 100);
    const variantId = `gid://shopify/ProductVariant/${variant.id}`;
    const reference = `${product.handle}:${variant.sku}`;
    const recommendedPrice = (price / 100).toFixed(2);
    return [
      {
        id: variant.sku,
        title: warranty.title,
        price,
        currency,
        contract: {term_length: term, coverage_type: 'parts_and_labor'},
        shopifyVariantId: variantId,
        reference,
        hash: contractHashFor(secret, {sku: variant.sku, recommendedPrice, variantId, reference}),
      },
    ];
  });
  return {plans: {base}};
}

export function createProtectionHandler(options: {secret: string}) {
  return function handleProtection(method: string, url: URL): ProtectionResult | null {
    if (!url.pathname.startsWith('/protection/v1/')) return null;
    const json = (status: number, value: unknown): ProtectionResult => ({
      status,
      headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
      body: JSON.stringify(value),
    });
    if (url.pathname !== '/protection/v1/offers') return json(404, {message: `No route for ${method} ${url.pathname}`});
    if (method !== 'GET') return json(405, {message: 'Use GET.'});
    const storeId = url.searchParams.get('storeId');
    const productId = url.searchParams.get('productId');
    if (!storeId || !productId) return json(400, {message: 'storeId and productId are required'});
    const price = url.searchParams.get('price');
    if (price !== null && !/^\d{1,9}$/.test(price)) return json(400, {message: 'price is a whole number of cents'});
    const offers = offersFor(
      productId,
      url.searchParams.get('currency') ?? 'USD',
      options.secret,
      price === null ? undefined : Number(price),
    );
    // Extend answers a product it has no plans for with an empty plan list.
    return json(200, offers ?? {plans: {base: []}});
  };
}

/** The protection-plan provider's handler (decision 0142). */
export function createProtectionStandIn(options: {secret: string}): Handler {
  const handleProtection = createProtectionHandler(options);
  return (request) => fromResult(handleProtection(request.method, new URL(request.url)));
}
