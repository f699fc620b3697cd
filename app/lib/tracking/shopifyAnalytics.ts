/**
 * Shopify's own analytics, as Hydrogen 2026.4 sends them (decision 0125): the events of
 * `Analytics.Provider`'s ShopifyAnalytics (page, product, search views and adds to the cart),
 * in the two Monorail schemas hydrogen-react's `sendShopifyAnalytics` writes. Built here, field
 * for field (shopifyAnalytics.test.ts compares them with hydrogen-react's own), because its
 * sender posts only to Shopify's fixed host and the dev backend's stand-in is a setting.
 * Pure: the browser's values come in as arguments.
 */

/** What `getShopAnalytics` answers for the locale (the root loader). */
export interface ShopAnalytics {
  shopId: string;
  acceptedLanguage: string;
  currency: string;
  hydrogenSubchannelId: string;
}

/** A product as Hydrogen's `Analytics.ProductView` and cart events take it. */
export interface ShopifyProduct {
  id: string;
  variantId: string;
  title: string;
  variantTitle: string;
  vendor: string;
  price: string;
  productType?: string;
  sku?: string;
  quantity?: number;
}

/** hydrogen-react's getClientBrowserParameters. */
export interface BrowserParameters {
  uniqueToken: string;
  visitToken: string;
  url: string;
  path: string;
  search: string;
  referrer: string;
  title: string;
  userAgent: string;
  navigationType: string;
  navigationApi: string;
}

export type ShopifyEventName = 'PAGE_VIEW_2' | 'PRODUCT_VIEW' | 'SEARCH_VIEW' | 'ADD_TO_CART';

/** The Hydrogen release these events say they come from (the asset version Shopify reports by). */
export const HYDROGEN_VERSION = '2026.4.6';
/** hydrogen-react's ShopifyAppId.hydrogen. */
const HYDROGEN_APP_CLIENT_ID = '6167201';

export interface MonorailEvent {
  schema_id: string;
  payload: Record<string, unknown>;
  metadata: {event_created_at_ms: number};
}

/** Hydrogen's event payload: the shop, the browser, and the privacy flags (here Keel's own choice, which Shopify is told too). */
export type ShopifyPayload = ShopAnalytics &
  BrowserParameters & {
    shopifySalesChannel: 'hydrogen';
    assetVersionId: string;
    hasUserConsent: boolean;
    analyticsAllowed: boolean;
    marketingAllowed: boolean;
    saleOfDataAllowed: boolean;
    ccpaEnforced: boolean;
    gdprEnforced: boolean;
    pageType?: string;
    resourceId?: string;
    products?: ShopifyProduct[];
    searchString?: string;
    cartId?: string;
  };

/** ShopifyAnalytics' prepareBasePageViewPayload, with the consent Keel holds. */
export function basePayload(
  shop: ShopAnalytics,
  browser: BrowserParameters,
  consent: {analytics: boolean; marketing: boolean; saleOfData: boolean},
): ShopifyPayload {
  return {
    shopifySalesChannel: 'hydrogen',
    assetVersionId: HYDROGEN_VERSION,
    ...shop,
    hasUserConsent: consent.analytics,
    ...browser,
    analyticsAllowed: consent.analytics,
    marketingAllowed: consent.marketing,
    saleOfDataAllowed: consent.saleOfData,
    ccpaEnforced: !consent.saleOfData,
    gdprEnforced: !(consent.marketing && consent.analytics),
  };
}

/** hydrogen-react's parseGid: a Shopify gid's id (with any query) and resource type. */
function parseGid(gid: string | undefined): {id: string; resource: string | null} {
  try {
    const {pathname, search, hash} = new URL(gid ?? '');
    const parts = pathname.split('/');
    const last = parts[parts.length - 1];
    const resource = parts[parts.length - 2];
    return last && resource ? {id: `${last}${search}${hash}`, resource} : {id: '', resource: null};
  } catch {
    return {id: '', resource: null};
  }
}
const gidNumber = (gid: string | undefined) => parseInt(parseGid(gid).id);

/** hydrogen-react's addDataIf: only the truthy values are added. */
function addDataIf(values: Record<string, unknown>, into: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(values)) if (value) into[key] = value;
  return into;
}

function trekkiePayload(payload: ShopifyPayload, newId: () => string): Record<string, unknown> {
  return {
    appClientId: HYDROGEN_APP_CLIENT_ID,
    isMerchantRequest: isMerchantRequest(payload.url),
    hydrogenSubchannelId: payload.hydrogenSubchannelId || '0',
    isPersistentCookie: payload.hasUserConsent,
    uniqToken: payload.uniqueToken,
    visitToken: payload.visitToken,
    microSessionId: newId(),
    microSessionCount: 1,
    url: payload.url,
    path: payload.path,
    search: payload.search,
    referrer: payload.referrer,
    title: payload.title,
    shopId: gidNumber(payload.shopId),
    currency: payload.currency,
    contentLanguage: payload.acceptedLanguage || 'en',
  };
}

/** Oxygen preview hosts and localhost are the merchant's own visits. */
function isMerchantRequest(url: string): boolean {
  const hostname = new URL(url).hostname;
  return hostname.includes('myshopify.dev') || hostname === 'localhost';
}

function customPayload(payload: ShopifyPayload, now: number, newId: () => string): Record<string, unknown> {
  return {
    source: payload.shopifySalesChannel,
    asset_version_id: payload.assetVersionId,
    hydrogenSubchannelId: payload.hydrogenSubchannelId || '0',
    is_persistent_cookie: payload.hasUserConsent,
    deprecated_visit_token: payload.visitToken,
    unique_token: payload.uniqueToken,
    event_time: now,
    event_id: newId(),
    event_source_url: payload.url,
    referrer: payload.referrer,
    user_agent: payload.userAgent,
    navigation_type: payload.navigationType,
    navigation_api: payload.navigationApi,
    shop_id: gidNumber(payload.shopId),
    currency: payload.currency,
    ccpa_enforced: payload.ccpaEnforced,
    gdpr_enforced: payload.gdprEnforced,
    gdpr_enforced_as_string: payload.gdprEnforced ? 'true' : 'false',
    analytics_allowed: payload.analyticsAllowed,
    marketing_allowed: payload.marketingAllowed,
    sale_of_data_allowed: payload.saleOfDataAllowed,
  };
}

/** ShopifyAnalytics' formatProduct then hydrogen-react's formatProductPayload: one JSON string per product. */
function productStrings(products: readonly ShopifyProduct[] = []): string[] {
  return products.map((product) =>
    JSON.stringify(
      addDataIf(
        {
          variant_gid: product.variantId,
          category: product.productType,
          sku: product.sku,
          product_id: gidNumber(product.id),
          variant_id: gidNumber(product.variantId),
        },
        {
          product_gid: product.id,
          name: product.title,
          variant: product.variantTitle || '',
          brand: product.vendor,
          price: parseFloat(product.price),
          quantity: Number(product.quantity || 1),
        },
      ),
    ),
  );
}

const CUSTOM_SCHEMA = 'custom_storefront_customer_tracking/1.2';

/** The Monorail events hydrogen-react's sendShopifyAnalytics sends for one Hydrogen event. */
export function monorailEvents(
  eventName: ShopifyEventName,
  payload: ShopifyPayload,
  now: number,
  newId: () => string,
): MonorailEvent[] {
  const wrap = (schemaId: string, body: Record<string, unknown>): MonorailEvent => ({
    schema_id: schemaId,
    payload: body,
    metadata: {event_created_at_ms: now},
  });
  const common = {canonical_url: payload.url, customer_id: 0};
  const custom = (values: Record<string, unknown>) =>
    wrap(CUSTOM_SCHEMA, addDataIf({...values}, customPayload(payload, now, newId)));
  switch (eventName) {
    case 'PAGE_VIEW_2':
      return [
        wrap(
          'trekkie_storefront_page_view/1.4',
          addDataIf(
            {
              pageType: payload.pageType,
              customerId: 0,
              resourceType: parseGid(payload.resourceId).resource?.toLowerCase(),
              resourceId: gidNumber(payload.resourceId),
            },
            trekkiePayload(payload, newId),
          ),
        ),
        custom({event_name: 'page_rendered', ...common}),
      ];
    case 'PRODUCT_VIEW':
      return [custom({event_name: 'product_page_rendered', ...common, products: productStrings(payload.products)})];
    case 'SEARCH_VIEW':
      return [custom({event_name: 'search_submitted', ...common, search_string: payload.searchString})];
    case 'ADD_TO_CART':
      return [
        custom({
          event_name: 'product_added_to_cart',
          cart_token: parseGid(payload.cartId).id || null,
          products: productStrings(payload.products),
          customer_id: 0,
        }),
      ];
  }
}
