import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {resetBackendData, startBackendFromEnv} from '../../dev-backend/main';
import {contract} from './client';

const dataDir = mkdtempSync(join(tmpdir(), 'keel-persistence-'));
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

const TOKEN = {
  'X-Shopify-Storefront-Access-Token': 'keel-dev-public-storefront-token',
  'Content-Type': 'application/json',
};

async function gql(origin: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: TOKEN,
    body: JSON.stringify({query, variables}),
  });
  return (await response.json()) as {data: {cartCreate?: {cart: {id: string}}; cart?: {totalQuantity: number} | null}};
}

const CREATE = `mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/300101", quantity: 1}]}) { cart { id } } }`;
const ADD = `mutation($id: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: "gid://shopify/ProductVariant/300101", quantity: 1}]) { userErrors { message } } }`;
const GET = `query($id: ID!) { cart(id: $id) { totalQuantity } }`;

describe.runIf(contract().local)('persistence (dev backend)', () => {
  it('keeps carts across a restart', async () => {
    const first = await startBackendFromEnv({port: 0, dataDir, quiet: true});
    const id = (await gql(first.origin, CREATE)).data.cartCreate?.cart.id ?? '';
    await first.close();
    const second = await startBackendFromEnv({port: 0, dataDir, quiet: true});
    try {
      expect((await gql(second.origin, GET, {id})).data.cart?.totalQuantity).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('lands every one of several concurrent adds to one cart', async () => {
    const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
    try {
      const id = (await gql(backend.origin, CREATE)).data.cartCreate?.cart.id ?? '';
      await Promise.all(Array.from({length: 8}, () => gql(backend.origin, ADD, {id})));
      expect((await gql(backend.origin, GET, {id})).data.cart?.totalQuantity).toBe(9);
    } finally {
      await backend.close();
    }
  });

  it('forgets everything after a reset to the seed', async () => {
    const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
    const id = (await gql(backend.origin, CREATE)).data.cartCreate?.cart.id ?? '';
    await backend.close();
    resetBackendData(dataDir);
    const fresh = await startBackendFromEnv({port: 0, dataDir, quiet: true});
    try {
      expect((await gql(fresh.origin, GET, {id})).data.cart).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
