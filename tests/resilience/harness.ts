import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, inject} from 'vitest';
import {loadAppEnv, pointAtBackend} from '../../scripts/lib/env';
import {createWorker} from '../../scripts/lib/worker';
import {startFaultProxy, type FaultProxy} from './faultProxy';

export const ORIGIN = 'http://127.0.0.1:3000';

export interface Shop {
  worker: Miniflare;
  proxy: FaultProxy;
  close(): Promise<void>;
}

/**
 * The built worker in workerd with every upstream (Storefront, Admin, CMS,
 * reviews, providers) behind a fault proxy in front of the test backend.
 * Rate limits are raised unless a test sets them: these suites send hundreds
 * of requests from one address.
 */
export async function startShop(
  overrides: Record<string, string> = {},
  onOutput?: (line: string) => void,
): Promise<Shop> {
  const proxy = await startFaultProxy(inject('backendOrigin'));
  // The full-page cache (decision 0070) is off: these suites test what the worker does when an upstream fails.
  const env = {
    ...pointAtBackend(loadAppEnv(), proxy.origin),
    RATE_LIMIT_PER_MINUTE: '1000000',
    FULL_PAGE_CACHE: 'off',
    ...overrides,
  };
  const worker = createWorker({env, ...(onOutput ? {onOutput} : {})});
  await worker.ready;
  return {
    worker,
    proxy,
    async close() {
      await worker.dispose();
      await proxy.close();
    },
  };
}

/** Starts a shop before the file's tests and stops it after; returns its getter. `onOutput` receives the worker's console lines. */
export function useShop(overrides: Record<string, string> = {}, onOutput?: (line: string) => void): () => Shop {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop(overrides, onOutput);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });
  return () => {
    if (!shop) throw new Error('the shop has not started');
    return shop;
  };
}

export const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;

export interface LineItem {
  id: {lineItem: string; productVariant: string};
  quantity: number;
  attributes: Array<{key: string; value: string}>;
}

export interface CartAnswer {
  status: number;
  ms: number;
  body: {cart: {totalQuantity: number; items: {allLineItems: LineItem[]}} | null; errors: string[]; notices: string[]};
}

/** A shopper's cart through /api/cart, holding the cart cookie like a browser. */
export function cartClient(worker: Miniflare, cookie = '') {
  let jar = cookie;
  return {
    get cookie() {
      return jar;
    },
    async post(body: unknown, init: {raw?: string; contentType?: string} = {}): Promise<CartAnswer> {
      const started = Date.now();
      const response = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {
        method: 'POST',
        headers: {'Content-Type': init.contentType ?? 'application/json', Cookie: jar},
        body: init.raw ?? JSON.stringify(body),
      });
      const cart = /(?:^|,\s*)cart=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (cart && !jar) jar = `cart=${cart}`;
      const text = await response.text();
      let parsed: CartAnswer['body'];
      try {
        parsed = JSON.parse(text) as CartAnswer['body'];
      } catch {
        parsed = {cart: null, errors: [text], notices: []};
      }
      return {status: response.status, ms: Date.now() - started, body: parsed};
    },
    async lines(): Promise<LineItem[]> {
      const response = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {headers: {Cookie: jar}});
      const body = (await response.json()) as {cart: CartAnswer['body']['cart']};
      return body.cart?.items.allLineItems ?? [];
    },
  };
}

export const location = (line: LineItem | undefined) =>
  line?.attributes.find((attribute) => attribute.key === '_addToCartLocation')?.value ?? '';
export const configuratorId = (line: LineItem | undefined) =>
  line?.attributes.find((attribute) => attribute.key === '_configuratorId')?.value;
