import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startBackendFromEnv} from '../../dev-backend/main';
import {loadAppEnv} from '../../scripts/lib/env';
import {adminTokenFor} from './adminToken';

declare module 'vitest' {
  export interface ProvidedContext {
    contract: {
      /** The store's origin, e.g. http://127.0.0.1:40123 or https://keel.myshopify.com. */
      storeOrigin: string;
      storefrontToken: string;
      adminToken: string;
      /** True when the suite drives the embedded dev backend (local-only checks run). */
      local: boolean;
    };
  }
}

/**
 * The contract suite drives the commerce API over HTTP. By default it starts
 * the dev backend on a free port with fresh data; with CONTRACT_STORE_DOMAIN
 * (and CONTRACT_STOREFRONT_TOKEN, and CONTRACT_ADMIN_CLIENT_ID with
 * CONTRACT_ADMIN_CLIENT_SECRET or a legacy CONTRACT_ADMIN_TOKEN) it checks a
 * real Shopify store seeded with the same catalog instead.
 */
export default async function setup(project: TestProject) {
  const remote = process.env.CONTRACT_STORE_DOMAIN;
  if (remote) {
    const storeOrigin = remote.includes('://') ? remote : `https://${remote}`;
    project.provide('contract', {
      storeOrigin,
      storefrontToken: process.env.CONTRACT_STOREFRONT_TOKEN ?? '',
      adminToken: await adminTokenFor(storeOrigin, {
        token: process.env.CONTRACT_ADMIN_TOKEN,
        clientId: process.env.CONTRACT_ADMIN_CLIENT_ID,
        clientSecret: process.env.CONTRACT_ADMIN_CLIENT_SECRET,
      }),
      local: false,
    });
    return;
  }
  const env = loadAppEnv();
  const dataDir = mkdtempSync(join(tmpdir(), 'keel-contract-'));
  const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true, storefrontUrl: 'http://storefront.test'});
  project.provide('contract', {
    storeOrigin: backend.origin,
    storefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN ?? '',
    // decision 0138: a token as the worker gets it, from the Dev Dashboard app's grant (or the legacy token).
    adminToken: await adminTokenFor(backend.origin, {
      token: env.PRIVATE_ADMIN_API_TOKEN,
      clientId: env.ADMIN_API_CLIENT_ID,
      clientSecret: env.PRIVATE_ADMIN_API_CLIENT_SECRET,
    }),
    local: true,
  });
  return async () => {
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  };
}
