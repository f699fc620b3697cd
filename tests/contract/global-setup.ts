import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startBackendFromEnv} from '../../dev-backend/main';
import {loadAppEnv} from '../../scripts/lib/env';

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
 * (and CONTRACT_STOREFRONT_TOKEN, CONTRACT_ADMIN_TOKEN) it checks a real
 * Shopify store seeded with the same catalog instead.
 */
export default async function setup(project: TestProject) {
  const remote = process.env.CONTRACT_STORE_DOMAIN;
  if (remote) {
    project.provide('contract', {
      storeOrigin: remote.includes('://') ? remote : `https://${remote}`,
      storefrontToken: process.env.CONTRACT_STOREFRONT_TOKEN ?? '',
      adminToken: process.env.CONTRACT_ADMIN_TOKEN ?? '',
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
    adminToken: env.PRIVATE_ADMIN_API_TOKEN ?? '',
    local: true,
  });
  return async () => {
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  };
}
