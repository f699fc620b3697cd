import {getShopAnalytics} from '@shopify/hydrogen';
import type {ShopifySettings} from './shopify.client';

type Storefront = Parameters<typeof getShopAnalytics>[0]['storefront'];

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** Monorail's batch endpoint on the configured host (decision 0125): https, except the dev backend on this machine. */
export function monorailUrl(host: string): string {
  return `${LOOPBACK.test(host) ? 'http' : 'https'}://${host}/unstable/produce_batch`;
}

/**
 * What the browser's tracker needs for Shopify (decision 0125): the shop as Hydrogen's
 * getShopAnalytics reads it for the locale (cached long: it is the same for every shopper),
 * where its analytics go and the Customer Privacy API's script. Null when both are off; a
 * shop that cannot be read turns the analytics off, not the page.
 */
export async function shopifySettings(storefront: Storefront, env: Env): Promise<ShopifySettings | null> {
  const analyticsUrl = env.SHOPIFY_ANALYTICS_HOST ? monorailUrl(env.SHOPIFY_ANALYTICS_HOST) : null;
  const privacyScript = env.CUSTOMER_PRIVACY_SCRIPT_URL || null;
  if (!analyticsUrl && !privacyScript) return null;
  const shop = analyticsUrl
    ? await getShopAnalytics({storefront, publicStorefrontId: env.PUBLIC_STOREFRONT_ID}).catch((error: unknown) => {
        console.error(
          "[shopify-analytics] the shop's analytics settings could not be read",
          error instanceof Error ? error.message : error,
        );
        return null;
      })
    : null;
  return {
    shop,
    analyticsUrl: shop ? analyticsUrl : null,
    privacyScript,
    storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
  };
}
