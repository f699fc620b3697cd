import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {UPSTREAM_TIMEOUT_MS} from '../upstream.server';
import {OffersSchema, PROTECTION_PLAN_PROVIDER_NAME, type Plan} from './protectionPlans';

/**
 * The protection-plan provider's offers for one product at a price (decisions
 * 0057, 0082): `GET {PROTECTION_PLAN_API_URL}/offers?storeId=&productId=&currency=&price=`
 * (price in cents, as Extend takes it), with the provider deadline and a
 * short cache. Provider off, late or failing: no plans, so no warranty is
 * offered (never a made-up contract).
 */
async function fetchPlans(
  env: Pick<Env, 'PROTECTION_PLAN_API_URL' | 'PROTECTION_PLAN_STORE_ID'>,
  withCache: WithCache,
  productId: string,
  currency: string,
  price: number,
): Promise<Plan[]> {
  if (!env.PROTECTION_PLAN_API_URL) return [];
  const url = new URL(`${env.PROTECTION_PLAN_API_URL.replace(/\/$/, '')}/offers`);
  url.search = new URLSearchParams({
    storeId: env.PROTECTION_PLAN_STORE_ID ?? '',
    productId,
    currency,
    price: String(Math.round(price * 100)),
  }).toString();
  try {
    const {data, response} = await withCache.fetch<unknown>(
      url.toString(),
      {headers: {Accept: 'application/json'}, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS.provider)},
      {
        cacheKey: ['protection-plans', url.toString()],
        cacheStrategy: CacheShort(),
        shouldCacheResponse: (_, res) => res.ok,
      },
    );
    if (!response.ok) {
      console.warn(
        `[protection plans] ${PROTECTION_PLAN_PROVIDER_NAME} offers for ${productId} answered ${response.status}`,
      );
      return [];
    }
    const parsed = OffersSchema.safeParse(data);
    if (!parsed.success) {
      console.warn(`[protection plans] ${PROTECTION_PLAN_PROVIDER_NAME} offers for ${productId} are not valid`);
      return [];
    }
    return parsed.data.plans.base;
  } catch (error) {
    console.warn(
      `[protection plans] ${PROTECTION_PLAN_PROVIDER_NAME} offers for ${productId} unavailable`,
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

export type ProtectionPlansClient = ReturnType<typeof createProtectionPlansClient>;

/** The provider's client in the request context (rules:habit-clients-in-context). */
export function createProtectionPlansClient({
  env,
  withCache,
}: {
  env: Pick<Env, 'PROTECTION_PLAN_API_URL' | 'PROTECTION_PLAN_STORE_ID'>;
  withCache: WithCache;
}) {
  return {
    plans: (productId: string, currency: string, price: number) =>
      fetchPlans(env, withCache, productId, currency, price),
  };
}
